import type { AuthContext } from '../../auth/context.js'
import { hasFeature } from '../../auth/context.js'
import { AppError, badRequest, fieldError, type FieldError } from '../../http/errors.js'
import { getRecord, type RegistryName, type RegistryRecord } from '../../registries/reader.js'
import { validBody } from '../validate.js'
import type { EventRow } from '../model.js'
import type { ItemContext, Json, Trx } from './types.js'

export const refId = (v: unknown) => (v as { id?: number } | undefined | null)?.id
export const ref = (id: number | null | undefined) => (id === null || id === undefined ? null : { id })
export const user = (auth: AuthContext) => ({ id: auth.eventsUserId, email: auth.email })

/** 403 unless the caller holds `feature` (admins pass); the developer message names it. */
export function needFeature(auth: AuthContext, feature: string | undefined, key = 'error.forbidden') {
  if (feature && !hasFeature(auth, feature))
    throw new AppError(403, key, [], `permission ${feature} required`)
}

/**
 * The body through the one write path (server/registries/write-path.ts): reduced to the schema's
 * writable fields and validated (400 per field), every reference checked in the tenant, also
 * inside arrays (`employees[1]`). `eventVersion` is the route's business, never stored.
 */
export async function prepared(ctx: Pick<ItemContext, 'trx' | 'auth'>, kind: string, body: unknown) {
  const data: Json = await validBody({ trx: ctx.trx, tenantId: ctx.auth.tenantId! }, kind, body)
  delete data.eventVersion
  return data
}

/** The start comes before the end; both lie within the event. */
export function periodErrors(
  event: EventRow,
  start: unknown,
  end: unknown,
  fields = ['startDateHour', 'endDateHour'],
): FieldError[] {
  const errors: FieldError[] = []
  if (typeof start === 'string' && typeof end === 'string' && start >= end)
    errors.push(fieldError(fields[1], 'event.startAfterEnd'))
  errors.push(...outsideEvent(event, { [fields[0]]: start, [fields[1]]: end }))
  return errors
}

/** Each given date-time lies within the event's dates (event-domain §5 "Item dates lie within the event dates"). */
export function outsideEvent(event: EventRow, dates: Record<string, unknown>): FieldError[] {
  return Object.entries(dates)
    .filter(([, v]) => typeof v === 'string' && (v < event.start_date || v > event.end_date))
    .map(([field]) => fieldError(field, 'event.itemOutsideEvent'))
}

export function throwIfAny(errors: FieldError[]) {
  if (errors.length) throw badRequest(errors)
}

/** A registry record, or an empty one (the references were checked by `prepared`). */
export async function registryData<R extends RegistryName>(
  trx: Trx,
  registry: R,
  id: number,
): Promise<Partial<RegistryRecord<R>>> {
  return (await getRecord(trx, registry, id)) ?? {}
}
