import { refName } from './ItemTable'
import { itemKinds } from './itemSchemas'
import SchemaItemTab from './SchemaItemTab'
import type { ItemTabProps } from './useItems'

type Ref = { id: number; name?: unknown }
const text = (v: unknown) => (typeof v === 'string' ? v : '')

/** Food and beverage: meals in their places, menus with their items, and room service. */
export default function FoodTab(props: ItemTabProps) {
  return (
    <>
      <SchemaItemTab
        {...props}
        heading
        kind={itemKinds.meal}
        columns={[
          'meal',
          'mealPlace',
          'startDateHour',
          'endDateHour',
          'esteemedPeople',
          'value',
          'chargeType',
          'privateEnvironment',
        ]}
        nameOf={(r) => refName((r.meal ?? r.mealPlace) as Ref)}
      />
      <SchemaItemTab
        {...props}
        heading
        kind={itemKinds.menu}
        columns={['menu', 'name', 'value', 'items']}
        nameOf={(r) => text(r.name) || refName(r.menu as Ref)}
      />
      <SchemaItemTab
        {...props}
        heading
        kind={itemKinds.roomService}
        columns={['name', 'chargeType', 'value', 'items']}
        nameOf={(r) => text(r.name)}
      />
    </>
  )
}
