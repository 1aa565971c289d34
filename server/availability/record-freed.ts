import { sql } from 'kysely'
import type { RegistryListener } from '../registries/hooks.js'
import { simpleRooms, type Trx } from './engine.js'
import { notifyFreed } from './freed.js'
import { noteDiaryChange, type DiarySpan } from './diary-push.js'

/** `x-frees-rooms`: which fields of a record name the room and period it keeps from events, and when. */
interface FreesRoomsKeyword {
  room: string
  start: string
  end: string
  /** Field values the record must have to keep the room (a maintenance only when it BLOCKs). */
  when?: Record<string, unknown>
}

/**
 * A record that keeps a room from events (a BLOCK maintenance) deleted or changed: the room and
 * period it kept are freed, and waiting events that want them are told as for a booking
 * (`notifyFreed`, which asks the room question after this write, so a maintenance moved within
 * what they want still tells no one). In the writing transaction.
 */
export const noticeFreedByRecord: RegistryListener = async (trx, model, _id, data, previous) => {
  const k = (model.schema as unknown as { 'x-frees-rooms': FreesRoomsKeyword })['x-frees-rooms']
  // Any change of such a record (a maintenance) shows in the diary, where it was and where it is.
  await noteDiaryChange(trx, [...(await spansOf(trx, k, previous)), ...(await spansOf(trx, k, data))], null)
  if (!previous) return
  if (Object.entries(k.when ?? {}).some(([field, value]) => previous[field] !== value)) return
  const room = Number((previous[k.room] as { id?: unknown } | undefined)?.id)
  const start = previous[k.start]
  const end = previous[k.end]
  if (!Number.isInteger(room) || typeof start !== 'string' || typeof end !== 'string') return
  const freed = (await simpleRooms(trx, room)).map((simple) => ({ simple, start, end, blocking: true }))
  // The writing transaction's tenant (the listener is handed no tenant; RLS checks it again).
  const { rows } = await sql<{ id: string }>`select current_setting('app.tenant_id') as id`.execute(trx)
  await notifyFreed(trx, Number(rows[0].id), freed, 0, null)
}

/** The simple rooms and period a record names (any type: the diary shows every maintenance). */
async function spansOf(
  trx: Trx,
  k: FreesRoomsKeyword,
  record?: Record<string, unknown>,
): Promise<DiarySpan[]> {
  const room = Number((record?.[k.room] as { id?: unknown } | undefined)?.id)
  const start = record?.[k.start]
  const end = record?.[k.end]
  if (!Number.isInteger(room) || typeof start !== 'string' || typeof end !== 'string') return []
  return (await simpleRooms(trx, room)).map((simple) => ({ simple, start, end }))
}
