import { refName } from './ItemTable'
import { itemKinds } from './itemSchemas'
import SchemaItemTab from './SchemaItemTab'
import type { ItemTabProps } from './useItems'

/** The house's departments with their manager, employees and instructions for this event. */
export default function DepartmentTab(props: ItemTabProps) {
  return (
    <SchemaItemTab
      {...props}
      kind={itemKinds.department}
      columns={['department', 'manager', 'employees', 'instructions']}
      nameOf={(r) => refName(r.department as { id: number; name?: unknown })}
    />
  )
}
