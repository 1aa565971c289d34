import { AppError, fieldError } from '../../http/errors.js'
import { hasFeature } from '../../auth/context.js'
import { prepared, throwIfAny } from './checks.js'
import type { Item, ItemContext, ItemKind, Json, Trx } from './types.js'
import { tableWrites } from './store.js'

type Status = 'IN_NEGOTIATION' | 'PROVIDED' | 'PAID' | 'CANCELED'

async function list(trx: Trx, eventId: number, id?: number): Promise<Item[]> {
  let q = trx.selectFrom('event_payment').selectAll().where('event_id', '=', eventId)
  if (id !== undefined) q = q.where('id', '=', id)
  const rows = await q.orderBy('id').execute()
  return rows.map((r) => ({ id: r.id, value: Number(r.value), status: r.status, ...r.data }))
}

/**
 * §6 "Editing an event with payments needs permission": once the event has a payment, adding,
 * changing or removing payments also needs ACTION_CHANGE_WITH_PAYMENTS.
 */
async function guard(ctx: ItemContext) {
  if (hasFeature(ctx.auth, 'ACTION_CHANGE_WITH_PAYMENTS')) return
  const any = await ctx.trx
    .selectFrom('event_payment')
    .select('id')
    .where('event_id', '=', ctx.event.id)
    .executeTakeFirst()
  if (any)
    throw new AppError(
      403,
      'event.paymentChangeNotPermitted',
      [],
      'permission ACTION_CHANGE_WITH_PAYMENTS required',
    )
}

async function validate(ctx: ItemContext, body: Json) {
  const d = await prepared(ctx, 'payment', body)
  if (d.status === 'CANCELED' && d.cancellationReason === undefined)
    throwIfAny([fieldError('cancellationReason', 'error.required')])
  return d
}

const columns = (d: Json) => {
  const { value, status, ...data } = d
  return {
    value: value as number,
    status: (status as Status | undefined) ?? 'IN_NEGOTIATION',
    data: JSON.stringify(data) as never,
  }
}

export const paymentKind: ItemKind = {
  kind: 'payment',
  audited: [
    'status',
    'value',
    'details',
    'expectedPaymentDate',
    'payer',
    'cancellationDetails',
    'cancellationReason',
  ],
  labels: [
    { field: 'payer', target: 'person' },
    { field: 'cancellationReason', target: 'cancellation-reason' },
  ],
  permissions: { add: 'ACTION_ADD_PAYMENT', edit: 'ACTION_EDIT_PAYMENT', remove: 'ACTION_REMOVE_PAYMENT' },
  list,
  guard,
  validate,
  ...tableWrites('event_payment', columns),
}
