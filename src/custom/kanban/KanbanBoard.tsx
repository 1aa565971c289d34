import { useMemo, useRef, useState } from 'react'
import { useTranslate } from 'react-admin'
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core'
import Box from '@mui/material/Box'
import type { BoardFilter, KanbanCard, ShownColumn } from './api'
import { kanbanAnnouncements, kanbanInstructions } from './announcements'
import { CardFace } from './KanbanCard'
import KanbanColumn from './KanbanColumn'
import { columnCollision, columnCoordinates } from './keyboard'
import { useMove } from './useMove'
import { holdReads } from '../availability/dragHold'

interface Props {
  columns: ShownColumn[]
  filter: BoardFilter
  onOpen: (card: KanbanCard) => void
}

interface Dragged {
  card: KanbanCard
  statusId: number
}

/** The columns side by side and the drag and drop between them (mouse, touch and keyboard). */
export default function KanbanBoard({ columns, filter, onOpen }: Props) {
  const translate = useTranslate()
  const { pending, move } = useMove(filter)
  const [dragged, setDragged] = useState<Dragged | null>(null)
  // A few pixels of travel before a drag starts, so a click still opens the card.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnCoordinates,
      // Enter opens the card (KanbanCard); Space picks it up and drops it, Escape cancels.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  )
  const accessibility = useMemo(
    () => ({
      announcements: kanbanAnnouncements(translate),
      screenReaderInstructions: kanbanInstructions(translate),
    }),
    [translate],
  )
  // While a card is carried, and until its move is answered, the board's push re-reads wait
  // (dragHold.ts): a re-read under the carried card would re-order the columns beneath it.
  const held = useRef<(() => void) | null>(null)
  const letGo = () => {
    held.current?.()
    held.current = null
  }
  const onDragStart = ({ active }: DragStartEvent) => {
    letGo()
    held.current = holdReads()
    setDragged(active.data.current as Dragged)
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null)
    const release = held.current
    held.current = null
    const from = (active.data.current as Dragged).statusId
    const to = (over?.data.current as { status?: { id: number } } | undefined)?.status?.id
    if (to === undefined) return release?.()
    void Promise.resolve(move((active.data.current as Dragged).card, from, to)).finally(() => release?.())
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnCollision}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        letGo()
        setDragged(null)
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1, alignItems: 'flex-start' }}>
        {columns.map((column) => (
          <KanbanColumn
            key={column.status.id}
            column={column}
            filter={filter}
            arriving={pending.filter((p) => p.to === column.status.id).map((p) => p.card)}
            leaving={pending.filter((p) => p.from === column.status.id).map((p) => p.card.id)}
            onOpen={onOpen}
          />
        ))}
      </Box>
      <DragOverlay dropAnimation={null}>{dragged && <CardFace card={dragged.card} dragging />}</DragOverlay>
    </DndContext>
  )
}
