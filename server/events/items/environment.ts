import { conflict, fieldError, type FieldError } from '../../http/errors.js'
import { CONFIRMED_LIKE, type Situation } from '../../../common/events/situations.js'
import { outsideEvent, periodErrors, prepared, ref, refId, registryData, throwIfAny } from './checks.js'
import type { Item, ItemContext, ItemKind, Json, Trx } from './types.js'
import { insertBooking, removeBooking, updateBooking } from './environment-booking.js'
import { getSettings } from '../../configuration/settings.js'
import { ROOM_RATE_FIELDS, startingRates } from '../../../common/events/booking-price.js'
import { setupDateErrors, type SetupDates } from '../../../common/events/setup-dates.js'

/**
 * Event-domain §5 "Environment items": the assembly and disassembly dates around the room's period
 * (common/events/setup-dates.ts, which the room form mirrors); whether one of them is required is
 * the establishment's SETUP_DATES_REQUIRED entry.
 */
async function assemblyErrors(trx: Trx, d: Json): Promise<FieldError[]> {
  const { setupDatesRequired } = await getSettings(trx)
  return setupDateErrors(d as SetupDates, setupDatesRequired).map((e) => fieldError(e.field, e.key))
}

async function list(trx: Trx, eventId: number, id?: number): Promise<Item[]> {
  let q = trx.selectFrom('event_environment').selectAll().where('event_id', '=', eventId)
  if (id !== undefined) q = q.where('id', '=', id)
  const rows = await q.orderBy('start_date_hour').orderBy('id').execute()
  return rows.map((r) => ({
    id: r.id,
    environment: { id: r.environment_id },
    environmentFormat: ref(r.format_id),
    startDateHour: r.start_date_hour,
    endDateHour: r.end_date_hour,
    ...r.data,
  }))
}

async function validate(ctx: ItemContext, body: Json, before?: Item) {
  const { trx, event } = ctx
  const d = await prepared(ctx, 'environment', body)
  const { assemblyStart, assemblyEnd, disassemblyStart, disassemblyDeadline } = d
  throwIfAny([
    ...periodErrors(event, d.startDateHour, d.endDateHour),
    ...outsideEvent(event, { assemblyStart, assemblyEnd, disassemblyStart, disassemblyDeadline }),
    ...(await assemblyErrors(trx, d)),
  ])

  const room = await registryData(trx, 'environment', refId(d.environment)!)
  const formatId = refId(d.environmentFormat)
  if (formatId !== undefined) {
    const format = ((room.formats ?? []) as { format?: { id: number }; capacity?: number }[]).find(
      (f) => f.format?.id === formatId,
    )
    if (!format) throwIfAny([fieldError('environmentFormat', 'event.formatNotOfEnvironment')])
    if (
      typeof d.esteemedPeople === 'number' &&
      typeof format?.capacity === 'number' &&
      d.esteemedPeople > format.capacity
    )
      ctx.warnings.push(fieldError('esteemedPeople', 'event.esteemedPeopleOverCapacity'))
  }
  // Rates not sent come from the room and the establishment, as the form pre-fills them.
  if (ROOM_RATE_FIELDS.some((f) => d[f] === undefined)) {
    const company =
      d.assemblyRate === undefined || d.disassemblyRate === undefined
        ? await trx
            .selectFrom('company')
            .select(['default_assembly_rate', 'default_disassembly_rate'])
            .where('id', '=', ctx.auth.companyId ?? 0)
            .executeTakeFirst()
        : undefined
    Object.assign(
      d,
      startingRates(d, room, {
        assemblyRate: company?.default_assembly_rate,
        disassemblyRate: company?.default_disassembly_rate,
      }),
    )
  }
  if (before) {
    // Equipment placed in this room stays within its period (§5 "Equipment period lies within the environment period").
    const outside = await trx
      .selectFrom('event_equipment')
      .select('id')
      .where('event_environment_id', '=', before.id)
      .where((eb) =>
        eb.or([
          eb('start_date_hour', '<', d.startDateHour as string),
          eb('end_date_hour', '>', d.endDateHour as string),
        ]),
      )
      .executeTakeFirst()
    if (outside) throwIfAny([fieldError('startDateHour', 'event.equipmentOutsideEnvironment')])
  }
  return d
}

/** An internal event (by its flag or its type) needs a room at all times, as a confirmed one does. */
async function needsEnvironment(ctx: ItemContext) {
  if (CONFIRMED_LIKE.includes(ctx.event.situation as Situation) || ctx.event.internal) return true
  if (!ctx.event.event_type_id) return false
  return (await registryData(ctx.trx, 'event-type', ctx.event.event_type_id)).internal === true
}

async function remove(ctx: ItemContext, before: Item) {
  const { trx } = ctx
  const linked = await trx
    .selectFrom('event_equipment')
    .select('id')
    .where('event_environment_id', '=', before.id)
    .executeTakeFirst()
  if (linked) throw conflict('event.environmentHasEquipment')
  const { n } = await trx
    .selectFrom('event_environment')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', ctx.event.id)
    .executeTakeFirstOrThrow()
  if (Number(n) <= 1 && (await needsEnvironment(ctx))) throw conflict('event.environmentRequired')
  await removeBooking(ctx, before)
}

export const environmentKind: ItemKind = {
  kind: 'environment',
  audited: [
    'environment',
    'environmentFormat',
    'startDateHour',
    'endDateHour',
    'esteemedPeople',
    'assemblyStart',
    'assemblyEnd',
    'disassemblyStart',
    'disassemblyDeadline',
    'assemblyRate',
    'disassemblyRate',
    'assemblyCourtesyDailies',
    'disassemblyCourtesyDailies',
    'courtesyDailies',
    'activity',
    'observation',
    'dailyRate',
    'extra',
    'privateEnvironment',
  ],
  labels: [
    { field: 'environment', target: 'environment' },
    { field: 'environmentFormat', target: 'environment-format' },
  ],
  list,
  validate,
  insert: insertBooking,
  update: updateBooking,
  remove,
}
