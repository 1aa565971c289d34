import { refName } from './ItemTable'
import { itemKinds } from './itemSchemas'
import SchemaItemTab from './SchemaItemTab'
import type { ItemTabProps } from './useItems'

/** Who earns a commission on the event: over the total or by area, values and percentages. */
export default function CommissionTab(props: ItemTabProps) {
  return (
    <SchemaItemTab
      {...props}
      kind={itemKinds.commission}
      columns={[
        'responsible',
        'type',
        'percentage',
        'ownerPercentage',
        'beneficiaryPercentage',
        'attorneyPercentage',
      ]}
      nameOf={(r) => refName(r.responsible as { id: number; name?: unknown })}
    />
  )
}
