/**
 * A write refused for availability is still business the venue lost (issue 38): the refusal is
 * answered, yet a lost-business row commits. One way to do it for every write that can be
 * refused — a booking, a lifecycle action that books, an accommodation block: the write runs to a
 * savepoint; on a refusal the caller knows how to record, everything it wrote is undone, the row
 * is written, and the refusal is handed back to be thrown once the transaction has committed.
 */
import { sql, type Transaction } from 'kysely'
import type { AuthContext } from '../../auth/context.js'
import type { Database } from '../../db/types.js'
import { AppError } from '../../http/errors.js'
import { recordLost } from './lost-business.js'

type Trx = Transaction<Database>

export type Kept<T> = { value: T; refused?: undefined } | { refused: AppError }

export async function keepingDenials<T>(
  trx: Trx,
  work: () => Promise<T>,
  denial: (err: unknown) => (() => Promise<void>) | undefined,
): Promise<Kept<T>> {
  await sql`savepoint denial`.execute(trx)
  try {
    const value = await work()
    await sql`release savepoint denial`.execute(trx)
    return { value }
  } catch (err) {
    const record = denial(err)
    if (!record) throw err
    await sql`rollback to savepoint denial`.execute(trx)
    await record()
    return { refused: err as AppError }
  }
}

/** A night's stay of a block's line the channel had no rooms for (accommodation/stock-check.ts). */
export interface RefusedStay {
  hostingUnitTypeId: number
  start: string
  end: string
  rooms: number
  people: number
  /** What the line would have earned: its nightly rates times its rooms (summary's formula). */
  value: number | null
}
const stays = new WeakMap<AppError, RefusedStay[]>()

/** Tags a stock refusal with the lines it refused. */
export function tagStayRefusal<E extends AppError>(err: E, lines: RefusedStay[]): E {
  stays.set(err, lines)
  return err
}

/** The lines a stock refusal refused, if `err` is one. */
export const staysRefused = (err: unknown) => (err instanceof AppError ? stays.get(err) : undefined)

/**
 * A block turned away for want of rooms: one row per refused line, on the stay's first night, with
 * its room type, its guests and its value. A repeat of the same line for the same event (the form
 * sent again) is not another lost enquiry.
 */
export async function recordRefusedStays(
  trx: Trx,
  auth: Pick<AuthContext, 'tenantId' | 'eventsUserId'>,
  eventId: number,
  lines: RefusedStay[],
) {
  for (const line of lines) {
    const repeat = await trx
      .selectFrom('lost_business')
      .select('id')
      .where('source', '=', 'REFUSED_BOOKING')
      .where('event_id', '=', eventId)
      .where('hosting_unit_type_id', '=', line.hostingUnitTypeId)
      .where('date_wanted', '=', `${line.start.slice(0, 10)}T00:00:00`)
      .executeTakeFirst()
    if (repeat) continue
    await recordLost(trx, auth, {
      dateWanted: `${line.start.slice(0, 10)}T00:00:00`,
      source: 'REFUSED_BOOKING',
      reasonCode: 'NO_ROOMS_LEFT',
      hostingUnitTypeId: line.hostingUnitTypeId,
      people: line.people,
      estimatedRevenue: line.value,
      eventId,
    })
  }
}
