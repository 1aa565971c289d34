import { useMemo } from 'react'
import { useTranslate } from 'react-admin'
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import Box from '@mui/material/Box'
import type { WaitingEvent } from './api'
import { rankAnnouncements, rankInstructions } from './announcements'
import WaitingRow from './WaitingRow'

interface Props {
  events: WaitingEvent[]
  label: string
  disabled: boolean
  onOrder: (events: WaitingEvent[]) => void
}

/** A group's queue, first place on top: reordered by drag and drop (mouse or keyboard) or by the buttons. */
export default function RankedList({ events, label, disabled, onOrder }: Props) {
  const translate = useTranslate()
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const accessibility = useMemo(
    () => ({
      announcements: rankAnnouncements(translate),
      screenReaderInstructions: rankInstructions(translate),
    }),
    [translate],
  )
  const ids = events.map((e) => e.id)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onOrder(arrayMove(events, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))))
  }
  const onStep = (id: number, step: -1 | 1) => {
    const from = ids.indexOf(id)
    onOrder(arrayMove(events, from, from + step))
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box role="list" aria-label={label}>
          {events.map((event, i) => (
            <WaitingRow
              key={event.id}
              event={event}
              place={i + 1}
              count={events.length}
              disabled={disabled}
              onStep={onStep}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  )
}
