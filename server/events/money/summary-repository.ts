import type { Json, Trx } from '../items/types.js'

/** A summary responsible: a person record or, for someone not registered, just a name. */
export type Responsible = Json & { person?: { id: number }; name?: string }

/** The event row the summary is reckoned from (the caller has already checked it may be read). */
export const summaryEvent = (trx: Trx, eventId: number) =>
  trx.selectFrom('event').selectAll().where('id', '=', eventId).executeTakeFirstOrThrow()

/** The summary's responsibles as saved (none yet: an empty list and no payer). */
export async function savedSummary(trx: Trx, eventId: number) {
  const row = await trx
    .selectFrom('event_summary')
    .select('data')
    .where('event_id', '=', eventId)
    .executeTakeFirst()
  return {
    summaryResponsibles: (row?.data.summaryResponsibles ?? []) as Responsible[],
    paymentResponsible: (row?.data.paymentResponsible ?? null) as Json | null,
  }
}

/** Stores the responsibles: one row per event, written over on each save. */
export async function saveSummary(trx: Trx, tenantId: number, eventId: number, data: Json) {
  await trx
    .insertInto('event_summary')
    .values({ tenant_id: tenantId, event_id: eventId, data: JSON.stringify(data) as never })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'event_id']).doUpdateSet({ data: JSON.stringify(data) as never }),
    )
    .execute()
}
