import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'

/**
 * Waits (a few seconds at most) for the mail.send job's first attempt on an outbox row. Password
 * recovery uses it to keep its "not able to send e-mail" answer (spec) while the job still owns
 * delivery and its retries; a server slower than the wait answers as queued ('PENDING').
 */
export async function firstAttempt(db: Kysely<Database>, outboxId: number, waitMs = 3_000, stepMs = 100) {
  const until = Date.now() + waitMs
  for (;;) {
    const row = await db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .where('id', '=', outboxId)
      .executeTakeFirst()
    if (row && row.status !== 'PENDING') return row.status
    if (Date.now() >= until) return 'PENDING'
    await new Promise((resolve) => setTimeout(resolve, stepMs))
  }
}
