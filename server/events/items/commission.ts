import { fieldError, type FieldError } from '../../http/errors.js'
import { prepared, throwIfAny } from './checks.js'
import { jsonStore } from './store.js'
import type { Item, ItemContext, ItemKind, Json } from './types.js'

const store = jsonStore('commission')
export const commissionAreas = ['menu', 'environment', 'equipment', 'accommodation', 'additional'] as const

/** The percentage a commission takes of an area: the single one when TOTAL, the area's when BY_AREA. */
const share = (c: Json, area: string) =>
  Number((c.type === 'BY_AREA' ? c[`${area}Percentage`] : c.percentage) ?? 0)

/**
 * §5 "Commission and ownership": what the event's commissions take of each area adds up to at
 * most 100%; owner, beneficiary and attorney shares, when any is given, add up to 100.
 */
async function validate(ctx: ItemContext, body: Json, before?: Item) {
  const d = await prepared(ctx, 'commission', body)
  const errors: FieldError[] = []
  const others = (await store.list(ctx.trx, ctx.event.id)).filter((c) => c.id !== before?.id)
  for (const area of commissionAreas) {
    const total = others.reduce((sum, c) => sum + share(c, area), share(d, area))
    if (total > 100.0001) {
      const field = d.type === 'BY_AREA' ? `${area}Percentage` : 'percentage'
      if (!errors.some((e) => e.field === field)) errors.push(fieldError(field, 'event.commissionOver100'))
    }
  }
  const owners = ['ownerPercentage', 'beneficiaryPercentage', 'attorneyPercentage']
  if (owners.some((f) => d[f] !== undefined)) {
    const sum = owners.reduce((s, f) => s + Number(d[f] ?? 0), 0)
    if (Math.abs(sum - 100) > 0.0001) errors.push(fieldError('ownerPercentage', 'event.ownershipNot100'))
  }
  throwIfAny(errors)
  return d
}

export const commissionKind: ItemKind = {
  kind: 'commission',
  audited: [
    'responsible',
    'type',
    'percentage',
    ...commissionAreas.flatMap((a) => [`${a}Value`, `${a}Percentage`]),
    'salesProducerPercentage',
    'ownerPercentage',
    'beneficiaryPercentage',
    'attorneyPercentage',
    'observation',
  ],
  labels: [{ field: 'responsible', target: 'person' }],
  ...store,
  validate,
}
