import type { FastifyInstance } from 'fastify'

/**
 * Waits until no job is waiting or running (retries included), so a test reads what the jobs
 * wrote (the mail outbox, notifications) the way a user would see it a moment later.
 */
export async function drainJobs(app: FastifyInstance, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs
  app.jobs.worker.wake()
  for (;;) {
    const open = await app.database.db
      .selectFrom('job')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['QUEUED', 'RUNNING'])
      .executeTakeFirstOrThrow()
    if (Number(open.n) === 0) return
    if (Date.now() > until) throw new Error(`jobs still open after ${timeoutMs} ms: ${open.n}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** Polls `read` until `ok` holds (or fails after timeoutMs), returning the last value read. */
export async function waitFor<T>(
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const v = await read()
    if (ok(v) || Date.now() > until) return v
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
