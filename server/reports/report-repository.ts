import type { Insertable, Transaction } from 'kysely'
import { lock } from '../db/locks.js'
import type { Database } from '../db/types.js'
import { fieldError, TooManyRequests } from '../http/errors.js'
import type { ReportTable } from './tables.js'

type Trx = Transaction<Database>

/** The report's row, written in the transaction that queues its job (an outbox). */
export async function insertReport(trx: Trx, values: Insertable<ReportTable>) {
  await trx.insertInto('report').values(values).execute()
}

/** A page of the reports a user asked for, newest first, and how many there are in all. */
export async function reportsOf(trx: Trx, ownerId: number, page: number, size: number) {
  const mine = trx.selectFrom('report').where('owner_id', '=', ownerId)
  const rows = await mine
    .select(['reference', 'type', 'status', 'progress', 'file_name', 'file_extension', 'created_at', 'error'])
    .orderBy('id', 'desc')
    .limit(size)
    .offset(page * size)
    .execute()
  const { n } = await mine.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
  return { rows, total: Number(n) }
}

/**
 * One tenant's reports being made at once are capped (REPORTS_AT_ONCE), so a burst from one tenant
 * cannot fill the job slots every tenant's reports share: one more is 429, asked again shortly.
 * Counted under the tenant's lock, so parallel requests at the cap queue one report, not several.
 */
export async function assertReportRoom(trx: Trx, atOnce: number) {
  await lock(trx, 'tenantQuota', 'report')
  const { n } = await trx
    .selectFrom('report')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'GENERATING')
    .executeTakeFirstOrThrow()
  if (Number(n) >= atOnce)
    throw new TooManyRequests('error.tooManyRequests', 10, [fieldError('type', 'report.tooManyAtOnce')], {
      limit: atOnce,
    })
}
