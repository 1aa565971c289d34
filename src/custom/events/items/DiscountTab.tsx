import { useTranslate } from 'react-admin'
import { itemKinds } from './itemSchemas'
import SchemaItemTab from './SchemaItemTab'
import type { ItemTabProps } from './useItems'

/** Discounts over the whole budget or by area; the summary subtracts them. */
export default function DiscountTab(props: ItemTabProps) {
  const translate = useTranslate()
  return (
    <SchemaItemTab
      {...props}
      kind={itemKinds.discount}
      columns={[
        'type',
        'value',
        'environmentValue',
        'equipmentValue',
        'foodAndBeverageValue',
        'accommodationValue',
        'additionalValue',
        'description',
      ]}
      nameOf={(r) =>
        (typeof r.description === 'string' && r.description) ||
        translate(`events.discount.enums.type.${String(r.type)}`)
      }
    />
  )
}
