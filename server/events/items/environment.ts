import { conflict, fieldError, type FieldError } from '../../http/errors.js'
import { CONFIRMED_LIKE, type Situation } from '../../../common/events/situations.js'
import { tagRefusal } from '../lost-business.js'
import { outsideEvent, periodErrors, prepared, ref, refId, registryData, throwIfAny } from './checks.js'
import type { Item, ItemContext, ItemKind, Json, Trx } from './types.js'
import { enqueueWebhooks } from '../../webhooks/enqueue.js'
import { getSettings } from '../../configuration/settings.js'
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

/** The period the room is taken, assembly and disassembly included. */
export const occupiedPeriod = (d: Json) => ({
  start: (d.assemblyStart as string | undefined) ?? (d.startDateHour as string),
  end: (d.disassemblyDeadline as string | undefined) ?? (d.endDateHour as string),
})

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
  if (d.dailyRate === undefined) d.dailyRate = Number(room.dailyRate ?? 0)
  if (d.assemblyRate === undefined || d.disassemblyRate === undefined) {
    const company = await trx
      .selectFrom('company')
      .select(['default_assembly_rate', 'default_disassembly_rate'])
      .where('id', '=', ctx.auth.companyId ?? 0)
      .executeTakeFirst()
    d.assemblyRate ??= Number(company?.default_assembly_rate ?? 0)
    d.disassemblyRate ??= Number(company?.default_disassembly_rate ?? 0)
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
  const held = before
    ? await trx
        .selectFrom('event_environment')
        .select('hold_order')
        .where('id', '=', before.id)
        .executeTakeFirst()
    : undefined
  // Decided by the engine registered at boot (app.events.useBookings), in this write's
  // transaction; without a place in line (`hold_order`) the booking is the last.
  const bookings = ctx.app.events.bookings
  const alsoLock = before ? (await bookings.areasOf(trx, { bookingId: before.id })).map((a) => a.simple) : []
  const { warnings } = await bookings
    .decide(
      trx,
      {
        environmentId: refId(d.environment)!,
        ...occupiedPeriod(d),
        excludeEventEnvironmentId: before?.id,
        event: { id: event.id, situation: event.situation },
        viewer: ctx.auth,
        alsoLock,
      },
      held?.hold_order ?? undefined,
    )
    .catch((err: unknown) => {
      // A refusal for availability is lost business: the write path records it (write.ts).
      const people = typeof d.esteemedPeople === 'number' ? d.esteemedPeople : null
      const period = { start: d.startDateHour as string, end: d.endDateHour as string }
      throw tagRefusal(err, { environmentId: refId(d.environment)!, ...period, people })
    })
  // House use shares the room: the booking stands, the coordinator is told.
  if (warnings.length) ctx.warnings.push(fieldError('environment', 'availability.houseUse'))
  return d
}

const columns = (d: Json) => {
  const { environment, environmentFormat, startDateHour, endDateHour, ...data } = d
  return {
    environment_id: refId(environment)!,
    format_id: refId(environmentFormat) ?? null,
    start_date_hour: startDateHour as string,
    end_date_hour: endDateHour as string,
    data: JSON.stringify(data) as never,
  }
}

/** An internal event (by its flag or its type) needs a room at all times, as a confirmed one does. */
async function needsEnvironment(ctx: ItemContext) {
  if (CONFIRMED_LIKE.includes(ctx.event.situation as Situation) || ctx.event.internal) return true
  if (!ctx.event.event_type_id) return false
  return (await registryData(ctx.trx, 'event-type', ctx.event.event_type_id)).internal === true
}

/** What a `booking.changed` webhook says of a booking that was added or changed. */
const bookingChange = (eventId: number, bookingId: number, change: string, d: Json) => ({
  eventId,
  bookingId,
  change,
  environment: { id: refId(d.environment) },
  start: d.startDateHour,
  end: d.endDateHour,
})

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
  const left = await ctx.app.events.bookings.areasOf(trx, { bookingId: before.id })
  await trx.deleteFrom('event_environment').where('id', '=', before.id).execute()
  await ctx.app.events.bookings.settle(trx, ctx.auth, ctx.event.id, left, null)
  await enqueueWebhooks(trx, 'booking.changed', {
    eventId: ctx.event.id,
    bookingId: before.id,
    change: 'DELETED',
  })
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
  async insert(ctx, d) {
    const row = await ctx.trx
      .insertInto('event_environment')
      .values({ tenant_id: ctx.auth.tenantId!, event_id: ctx.event.id, ...columns(d) })
      .returning('id')
      .executeTakeFirstOrThrow()
    await ctx.app.events.bookings.settle(ctx.trx, ctx.auth, ctx.event.id, [], row.id)
    await enqueueWebhooks(ctx.trx, 'booking.changed', bookingChange(ctx.event.id, row.id, 'CREATED', d))
    return row.id
  },
  async update(ctx, before, d) {
    const left = await ctx.app.events.bookings.areasOf(ctx.trx, { bookingId: before.id })
    await ctx.trx.updateTable('event_environment').set(columns(d)).where('id', '=', before.id).execute()
    await ctx.app.events.bookings.settle(ctx.trx, ctx.auth, ctx.event.id, left, before.id)
    await enqueueWebhooks(ctx.trx, 'booking.changed', bookingChange(ctx.event.id, before.id, 'UPDATED', d))
  },
  remove,
}
