import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'

/** The channel a PostgreSQL worker LISTENs on; NOTIFY is delivered only when the enqueuer commits. */
export const JOB_CHANNEL = 'eventdesk_job'

export interface EnqueueOptions {
  task: string
  payload?: unknown
  /** null for platform jobs (enqueued by owner code; the app role may only enqueue its tenant's). */
  tenantId: number | null
  /** Whose channel `notifications/<email>` hears the progress pushes. */
  ownerEmail?: string | null
  maxAttempts?: number
  runAt?: Date
}

/**
 * The outbox: a plain insert in the caller's transaction, so the job exists if and only if the
 * business change commits. The NOTIFY wakes a PostgreSQL worker after the commit; PGlite polls.
 */
export async function enqueueJob(trx: Transaction<Database> | Kysely<Database>, opts: EnqueueOptions) {
  const row = await trx
    .insertInto('job')
    .values({
      tenant_id: opts.tenantId,
      task: opts.task,
      payload: JSON.stringify(opts.payload ?? {}),
      owner_email: opts.ownerEmail?.trim().toLowerCase() ?? null,
      max_attempts: opts.maxAttempts,
      run_at: opts.runAt,
    })
    .returning(['id', 'reference'])
    .executeTakeFirstOrThrow()
  await sql`select pg_notify(${JOB_CHANNEL}, '')`.execute(trx)
  return row
}
