import { prepared } from './checks.js'
import { jsonStore } from './store.js'
import type { ItemKind } from './types.js'

export const discountGroups = [
  'environment',
  'equipment',
  'foodAndBeverage',
  'accommodation',
  'additional',
] as const

/** A discount: TOTAL takes `value` off the final total; BY_AREA takes each `<group>Value` off its group before tax. */
export const discountKind: ItemKind = {
  kind: 'discount',
  audited: ['type', 'value', ...discountGroups.map((g) => `${g}Value`), 'description'],
  labels: [],
  ...jsonStore('discount'),
  validate: (ctx, body) => prepared(ctx, 'discount', body),
}
