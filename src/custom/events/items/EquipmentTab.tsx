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
  const roomOf = (ref: unknown) => {
    const room = rooms.find((e) => e.id === (ref as Ref | undefined)?.id)
    return room ? environmentItemText(room) : ''
  }
  return (
    <SchemaItemTab
      {...props}
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
