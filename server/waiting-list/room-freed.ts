import { sql } from 'kysely'
import { withTenant, tenantPredicate } from '../db/tenant.js'
import { neverBlocking } from '../availability/blocking.js'
import { notify } from '../notifications/notify.js'
import { asLocale, translate } from '../i18n/translate.js'
import { getRecord } from '../registries/reader.js'
import type { SituationChange } from '../events/hooks.js'

const frees = (from: string, to: string) =>
  (neverBlocking as readonly string[]).includes(to) && !(neverBlocking as readonly string[]).includes(from)

/**
 * When an event leaves the situations that hold rooms (cancelled, ended, put on the wait list),
 * the coordinators (creators) of waiting events that want one of its rooms on those dates — or,
 * for a waiting event without rooms yet, those dates at all — get a notification. Runs in the
 * situation job after the commit, so the room really is free when they read it.
 */
export async function noticeRoomFreed(change: SituationChange) {
  const { app, tenantId, eventId, from, to } = change
  if (!frees(from, to)) return
  await withTenant(app.database.db, tenantId, async (trx) => {
    const { rows } = await sql<{
      id: number
      name: string
      created_by: number | null
      environment_id: number
      start: string
    }>`
      select distinct w.id, w.name, w.created_by, f.environment_id, to_char(lower(f.occupied), 'DD/MM/YYYY') as start
      from event_environment f
      join event w on ${tenantPredicate(trx, 'w')} and w.wait_list and w.id <> f.event_id
      where ${tenantPredicate(trx, 'f')} and f.event_id = ${eventId}
        and w.created_by is not null
        and (exists (select 1 from event_environment we
                     where ${tenantPredicate(trx, 'we')} and we.event_id = w.id
                       and we.environment_id = f.environment_id and we.occupied && f.occupied)
             or (not exists (select 1 from event_environment wn where ${tenantPredicate(trx, 'wn')} and wn.event_id = w.id)
                 and tsrange(w.start_date, w.end_date) && f.occupied))`.execute(trx)
    if (!rows.length) return
    const company = await trx.selectFrom('company').select('language').executeTakeFirst()
    const locale = asLocale(company?.language)
    const told = new Set<string>()
    for (const r of rows) {
      const key = `${r.id}:${r.environment_id}`
      if (told.has(key)) continue
      told.add(key)
      const room = (await getRecord(trx, 'environment', r.environment_id))?.name ?? `#${r.environment_id}`
      const params = { id: r.id, name: r.name, room, date: r.start }
      await notify(trx, {
        tenantId,
        toEventsUserId: r.created_by!,
        type: 'NOTIFICATION',
        subject: translate(locale, 'waitingList.roomFreedSubject', params),
        description: translate(locale, 'waitingList.roomFreedText', params),
      })
    }
  })
}
