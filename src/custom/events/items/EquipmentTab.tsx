import { useTranslate } from 'react-admin'
import { environmentItemText, useEnvironmentItems } from './EventEnvironmentField'
import { refName } from './ItemTable'
import { itemKinds } from './itemSchemas'
import SchemaItemTab from './SchemaItemTab'
import type { ItemTabProps } from './useItems'

type Ref = { id: number; name?: unknown }

/** Equipment and services rented to the event, each optionally placed in one of its environments. */
export default function EquipmentTab(props: ItemTabProps) {
  const translate = useTranslate()
  const rooms = useEnvironmentItems(props.eventId).data?.content ?? []
  // A new item starts within the first room the event booked, not at the event's start: that
  // can lie outside the room's hours, and the first save failed.
  const first = [...rooms].sort((a, b) => a.startDateHour.localeCompare(b.startDateHour))[0]
  const period = first ? { start: first.startDateHour, end: first.endDateHour } : props.period
  const roomOf = (ref: unknown) => {
    const room = rooms.find((e) => e.id === (ref as Ref | undefined)?.id)
    return room ? environmentItemText(room) : ''
  }
  return (
    <SchemaItemTab
      {...props}
      period={period}
      kind={itemKinds.equipment}
      columns={[
        'type',
        'equipment',
        {
          key: 'eventEnvironment',
          label: translate('events.equipment.fields.eventEnvironment'),
          render: (r) => roomOf(r.eventEnvironment),
        },
        'startDateHour',
        'endDateHour',
        'amount',
        'dailyRate',
        'extra',
      ]}
      nameOf={(r) => refName(r.equipment as Ref)}
    />
  )
}
