import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import { localDateTime } from '../../common/events/clock.js'

/**
 * The demo seed's progress markers (demo_seed_progress): written as each step ends, so a start
 * after an interrupted seed knows what is missing instead of taking "some data" for "all of it".
 */
type Db = Kysely<Database>
const WHOLE = 'demo'

/** The seed starts: its marker is there before its first write, and "done" only after its last. */
export async function beginDemoSeed(db: Db) {
  await db
    .insertInto('demo_seed_progress')
    .values({ step: WHOLE })
    .onConflict((oc) => oc.doNothing())
    .execute()
}

/** A seed was begun and not finished (the server was stopped during it): it is to be resumed. */
export async function demoSeedPending(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('demo_seed_progress')
    .select('done')
    .where('step', '=', WHOLE)
    .executeTakeFirst()
  return row?.done === false
}

export async function finishDemoSeed(db: Db) {
  await db.updateTable('demo_seed_progress').set({ done: true }).where('step', '=', WHOLE).execute()
}

export interface EventsProgress {
  step: string
  /** The day the events were planned relative to: a resume writes the same plan. */
  today: Date
  written: number
  /** The event being written when the seed stopped (removed and written again). */
  writingEventId: number | null
}

/**
 * Where a tenant's demo events stand: null when there is nothing to write (done, or the tenant had
 * events before this marker existed); else the events to write from, begun now when new.
 */
export async function eventsProgress(
  db: Db,
  tenantCode: string,
  hasEvents: boolean,
  today: Date,
): Promise<EventsProgress | null> {
  const step = `events:${tenantCode}`
  const row = await db
    .selectFrom('demo_seed_progress')
    .selectAll()
    .where('step', '=', step)
    .executeTakeFirst()
  if (row?.done || (!row && hasEvents)) return null
  if (!row) {
    await db
      .insertInto('demo_seed_progress')
      .values({ step, planned_for: localDateTime(today) })
      .execute()
    return { step, today, written: 0, writingEventId: null }
  }
  return {
    step,
    today: row.planned_for ? new Date(row.planned_for) : today,
    written: row.written,
    writingEventId: row.writing_event_id === null ? null : Number(row.writing_event_id),
  }
}

export const markWriting = (db: Db, step: string, eventId: number | null, written?: number) =>
  db
    .updateTable('demo_seed_progress')
    .set({ writing_event_id: eventId, ...(written === undefined ? {} : { written }) })
    .where('step', '=', step)
    .execute()

export const markStepDone = (db: Db, step: string) =>
  db.updateTable('demo_seed_progress').set({ done: true }).where('step', '=', step).execute()
