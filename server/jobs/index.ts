import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { channelOf, publishPush } from '../notifications/publish.js'
import type { JobStatus } from '../db/types.js'
import { Worker, type ClaimedJob, type Lane } from './worker.js'

export interface JobContext {
  app: FastifyInstance
  job: ClaimedJob
  /** Writes progress (0-100) and a message on the job row and pushes them to the owner. */
  progress(pct: number, message?: string): Promise<void>
  /** Aborted when the run passes its time limit: long loops check it and stop. */
  signal: AbortSignal
}

export type JobHandler = (ctx: JobContext) => Promise<void>

export interface TaskOptions {
  /** Time limit of one run; JOB_TIMEOUT_MS when not given. */
  timeoutMs?: number
  /** Slots of its own (worker.ts Lane): the task's jobs never wait in, nor hold, the default lane. */
  lane?: Omit<Lane, 'tasks'>
}

export interface Jobs {
  /** Each domain names its tasks here; a job whose task has no handler fails (and ends DEAD). */
  register(task: string, handler: JobHandler, options?: TaskOptions): void
  readonly tasks: ReadonlyMap<string, JobHandler>
  readonly worker: Worker
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs
  }
}

/**
 * A hung handler (a party that never answers, a loop) would hold its worker slot and renew its
 * lease for ever: past the limit the run fails like any error (retried with back-off, then DEAD)
 * and its signal is aborted so a handler that listens stops its work.
 */
async function withTimeLimit(limitMs: number, run: (signal: AbortSignal) => Promise<void>) {
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`job timed out after ${limitMs} ms`)
      controller.abort(error)
      reject(error)
    }, limitMs)
  })
  try {
    await Promise.race([run(controller.signal), expired])
  } finally {
    clearTimeout(timer)
  }
}

/** `{"type":"JOB",...}` on `notifications/<owner>`; platform jobs and jobs without owner push nothing. */
async function pushJob(
  app: FastifyInstance,
  job: ClaimedJob,
  status: JobStatus,
  progress: number,
  message: string | null,
) {
  if (!job.ownerEmail || !job.tenantId) return
  await publishPush(app.database.db, {
    tenantId: job.tenantId,
    channel: channelOf('notifications', job.ownerEmail),
    payload: { type: 'JOB', reference: job.reference, task: job.task, status, progress, message },
  })
}

/**
 * The job registry and its worker (decorator `app.jobs`). The worker starts when the app is ready
 * and stops on close; each domain's index.ts registers its handlers with `app.jobs.register(`.
 */
function registerJobs(app: FastifyInstance) {
  const tasks = new Map<string, JobHandler>()
  const timeouts = new Map<string, number>()
  // PGlite runs one transaction at a time across all connections of its small pool: running
  // several handlers at once there gains nothing and lets waiting handlers, lease renewals and
  // requests take every pooled connection while one transaction still needs another.
  const embedded = app.database.kind === 'pglite'
  const options = embedded ? { ...app.config.jobs, concurrency: 1 } : app.config.jobs
  const worker = new Worker(app.database, options, {
    async run(job) {
      const handler = tasks.get(job.task)
      if (!handler) throw new Error(`no handler for task ${job.task}`)
      const limit = timeouts.get(job.task) ?? app.config.jobs.timeoutMs
      await withTimeLimit(limit, (signal) =>
        handler({
          app,
          job,
          signal,
          async progress(pct, message) {
            const progress = Math.max(0, Math.min(100, Math.round(pct)))
            const text = message?.slice(0, 500) ?? null
            await app.database.db
              .updateTable('job')
              .set({ progress, message: text })
              .where('id', '=', job.id)
              .execute()
            await pushJob(app, job, 'RUNNING', progress, text)
          },
        }),
      )
    },
    async finished(job, status, error) {
      await pushJob(app, job, status, status === 'DONE' ? 100 : 0, error ?? null)
    },
    log: (err, msg) => app.log.warn({ err }, msg),
  })
  app.decorate('jobs', {
    register(task: string, handler: JobHandler, options?: TaskOptions) {
      if (tasks.has(task)) throw new Error(`job task ${task} registered twice`)
      tasks.set(task, handler)
      if (options?.timeoutMs) timeouts.set(task, options.timeoutMs)
      // Two slots at most per lane on PGlite (one transaction at a time there, above): a lane's
      // handlers wait on other parties with no transaction open, and two let one tenant's hang
      // leave a slot to the others.
      const lane = options?.lane
      if (lane)
        worker.addLane({
          ...lane,
          concurrency: embedded ? Math.min(2, lane.concurrency) : lane.concurrency,
          tasks: [task],
        })
    },
    tasks,
    worker,
  })
  app.addHook('onReady', async () => worker.start())
  // Before the database closes (hooks run in order; the database's own onClose was added earlier).
  app.addHook('preClose', async () => worker.stop())
}

/** Registered before the other domains: they register their handlers on `app.jobs`. */
export const jobsDomain = fp(async (app: FastifyInstance) => registerJobs(app), { name: 'jobs' })
