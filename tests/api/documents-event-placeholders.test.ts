import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withTenant } from '../../server/db/tenant.js'
import { eventValues } from '../../server/documents/event-values.js'
import { formatNumber, showDate } from '../../common/format.js'
import { labelsOf } from '../../server/registries/reader.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { tenantIds } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'

/**
 * Issue 32: the event's placeholders come from its schema's `x-placeholder` fields. They fill a
 * document with what the hand-written list filled it with before (kept here as the yardstick).
 */
describe(`the event's placeholders from its schema (${testDbKind()})`, () => {
  let t: TestApp
  let DEMO: number
  beforeAll(async () => {
    t = await createTestApp({ demoEvents: true })
    DEMO = (await tenantIds(t.app)).DEMO
  }, 900_000)
  afterAll(async () => t?.close())

  it('fill every event as the hand-written list did, in both languages', async () => {
    await withTenant(t.database.db, DEMO, async (trx) => {
      const events = await trx.selectFrom('event').selectAll().execute()
      // Numbers are grouped in the reader's language (1.234 and 1,234), dates are not.
      events[0].estimated_people = 1234
      // The demo events have no place: give one a place so a second reference is labelled too.
      const place = await trx
        .selectFrom('registry_record')
        .select('id')
        .where('registry', '=', 'event-location')
        .executeTakeFirst()
      if (place) events[0].location_id = place.id
      expect(events.length).toBeGreaterThan(0)
      for (const event of events)
        for (const locale of ['pt-BR', 'en-us'] as const) {
          const [type, location] = await Promise.all([
            event.event_type_id ? labelsOf(trx, 'event-type', [event.event_type_id]) : new Map(),
            event.location_id ? labelsOf(trx, 'event-location', [event.location_id]) : new Map(),
          ])
          expect(await eventValues(trx, event, locale)).toEqual({
            'event.number': String(event.id),
            'event.name': event.name,
            'event.startDate': showDate(event.start_date),
            'event.endDate': showDate(event.end_date),
            'event.type': type.get(event.event_type_id!) ?? '',
            'event.location': location.get(event.location_id!) ?? '',
            'event.estimatedPeople': event.estimated_people
              ? formatNumber(event.estimated_people, locale)
              : '',
            'event.observation': event.observation ?? '',
          })
        }
    })
  })
})
