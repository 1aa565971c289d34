import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { withTenant } from '../db/tenant.js'
import { AppError, badRequest, fieldError } from '../http/errors.js'
import { notify } from '../notifications/notify.js'
import { asLocale, translate } from '../i18n/translate.js'
import { readCompany } from '../establishment/repository.js'
import { enqueueJob } from '../jobs/queue.js'
import { getRecord } from '../registries/reader.js'
import type { IntegrationContext } from '../integrations/tasks.js'
import type { ChannelReservation, ChannelReservationRequest } from '../integrations/channel/port.js'
import type { Trx } from '../events/items/types.js'
import type { Accommodation } from './repository.js'
import type { ChannelFailure } from './tables.js'

/** What the channel is sent for a block: the holder and one room line per reservation. */
async function channelRequest(trx: Trx, a: Accommodation): Promise<ChannelReservationRequest> {
  const holderId = (a.holder as { id?: number } | undefined)?.id
  const person = holderId
    ? ((await getRecord(trx, 'person', holderId)) as Record<string, unknown>)
    : undefined
  // "The holder needs a document for the channel" (event-domain §5): refused here, before any call.
  if (!person?.document)
    throw badRequest([fieldError('holder', 'integration.channel.holderDocumentRequired')])
  const codes = new Map<number, string>()
  for (const r of a.reservations) {
    const type = (await getRecord(trx, 'hosting-unit-type', r.hostingUnitType.id)) as
      { code?: string } | undefined
    codes.set(r.hostingUnitType.id, type?.code ?? String(r.hostingUnitType.id))
  }
  return {
    reference: String(a.id),
    holder: { name: String(person.name ?? ''), document: String(person.document) },
    rooms: a.reservations.map((r) => ({
      rentalUnitTypeCode: codes.get(r.hostingUnitType.id)!,
      startDate: r.startDate,
      endDate: r.endDate,
      quantity: r.roomQuantity,
      paxPerRoom: r.paxPerRoom,
    })),
  }
}

/**
 * Queues the create (or, for a block the channel already confirmed, the change) of its channel
 * reservation as a `channel.reserve` job in the caller's transaction, and marks the block SENDING
 * under that job; answers the job reference. `askedBy` (the member who sent it) hears if it fails.
 */
export async function queueChannelReservation(
  trx: Trx,
  tenantId: number,
  a: Accommodation,
  owner: string,
  askedBy: number | null = null,
) {
  const reservation = await channelRequest(trx, a)
  const confirmationId = a.channelBookingReservation.cmConfirmationId
  const job = await enqueueJob(trx, {
    task: 'channel.reserve',
    tenantId,
    ownerEmail: owner,
    payload: { accommodationId: a.id, eventId: a.event.id, confirmationId, reservation, askedBy },
    maxAttempts: 3,
  })
  await trx
    .updateTable('event_accommodation')
    .set({ channel_state: 'SENDING', channel_reference: job.reference, channel_error: null })
    .where('id', '=', a.id)
    .execute()
  return job.reference
}

const jobBlock = (job: IntegrationContext['job']) => {
  const id = Number(job.payload?.accommodationId)
  return job.tenantId && Number.isSafeInteger(id) ? { tenantId: job.tenantId, id } : undefined
}

/**
 * The channel's answer to `channel.reserve`: its confirmation id and GUID stored on the block, in
 * the job's own transaction (what the channel holds is the truth, whichever send it answers); the
 * block is CONFIRMED when this was the send it waits for.
 */
export function registerChannelResult(app: FastifyInstance) {
  app.integrations.onResult('channel.reserve', async ({ app: a, job }: IntegrationContext, result) => {
    const answer = result as ChannelReservation
    const block = jobBlock(job)
    if (!block) return
    await withTenant(a.database.db, block.tenantId, (trx) =>
      trx
        .updateTable('event_accommodation')
        .set({
          cm_confirmation_id: answer.confirmationId,
          channel_guid: answer.guid,
          channel_state: sql`case when channel_reference = ${job.reference} then 'CONFIRMED' else channel_state end`,
          channel_error: sql`case when channel_reference = ${job.reference} then null else channel_error end`,
          updated_at: sql`localtimestamp(0)`,
        })
        .where('id', '=', block.id)
        .execute(),
    )
  })
  app.integrations.onFailure('channel.reserve', (ctx, error) => recordChannelFailure(ctx, error))
}

/**
 * A send whose last attempt failed: the block (when it still waits for that job) turns ERROR with
 * the spec §8 error body, and the member who sent it is told, in one transaction. The block keeps
 * its confirmation id (a change the channel refused leaves the reservation as it was).
 */
export async function recordChannelFailure({ app, job }: IntegrationContext, error: Error) {
  const block = jobBlock(job)
  if (!block) return
  const body =
    error instanceof AppError
      ? (error.toBody() as unknown as {
          message: string
          developerMessage?: string
          partyMessage?: unknown
          guid?: unknown
        })
      : { message: 'integration.failed', developerMessage: error.message }
  const failure: ChannelFailure = {
    message: body.message,
    developerMessage: body.developerMessage ?? null,
    partyMessage: typeof body.partyMessage === 'string' ? body.partyMessage : null,
    guid: typeof body.guid === 'string' ? body.guid : null,
    at: new Date().toISOString().slice(0, 19),
  }
  await withTenant(app.database.db, block.tenantId, async (trx) => {
    const row = await trx
      .updateTable('event_accommodation as a')
      .set({ channel_state: 'ERROR', channel_error: JSON.stringify(failure) })
      .where('a.id', '=', block.id)
      .where('a.channel_reference', '=', job.reference)
      .where('a.channel_state', '=', 'SENDING')
      .returning(['a.id', 'a.event_id'])
      .executeTakeFirst()
    const askedBy = Number(job.payload?.askedBy)
    if (!row || !Number.isSafeInteger(askedBy) || askedBy < 1) return
    const event = await trx
      .selectFrom('event')
      .select('name')
      .where('id', '=', row.event_id)
      .executeTakeFirst()
    const locale = asLocale((await readCompany(trx)).language)
    const words = {
      id: row.id,
      event: event?.name ?? `#${row.event_id}`,
      error: translate(locale, failure.message),
      detail: failure.developerMessage ?? '',
    }
    await notify(trx, {
      tenantId: block.tenantId,
      toEventsUserId: askedBy,
      type: 'NOTIFICATION',
      subject: translate(locale, 'accommodation.channel.failedSubject', words),
      description: translate(locale, 'accommodation.channel.failedDescription', words),
    })
  })
}
