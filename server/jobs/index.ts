import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { channelOf, publishPush } from '../notifications/publish.js'
import type { JobStatus } from '../db/types.js'
import { Worker, type ClaimedJob } from './worker.js'

export interface JobContext {
  app: FastifyInstance
  job: ClaimedJob
  /** Writes progress (0-100) and a message on the job row and pushes them to the owner. */
  progress(pct: number, message?: string): Promise<void>
}

export type JobHandler = (ctx: JobContext) => Promise<void>

export interface Jobs {
  /** Each domain names its tasks here; a job whose task has no handler fails (and ends DEAD). */
  register(task: string, handler: JobHandler): void
  readonly tasks: ReadonlyMap<string, JobHandler>
  readonly worker: Worker
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs
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
  // PGlite runs one transaction at a time across all connections of its small pool: running
  // several handlers at once there gains nothing and lets waiting handlers, lease renewals and
  // requests take every pooled connection while one transaction still needs another.
  const options = app.database.kind === 'pglite' ? { ...app.config.jobs, concurrency: 1 } : app.config.jobs
  const worker = new Worker(app.database, options, {
    async run(job) {
      const handler = tasks.get(job.task)
      if (!handler) throw new Error(`no handler for task ${job.task}`)
      await handler({
        app,
        job,
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
      })
    },
    async finished(job, status, error) {
      await pushJob(app, job, status, status === 'DONE' ? 100 : 0, error ?? null)
    },
    log: (err, msg) => app.log.warn({ err }, msg),
  })
  app.decorate('jobs', {
    register(task: string, handler: JobHandler) {
      if (tasks.has(task)) throw new Error(`job task ${task} registered twice`)
      tasks.set(task, handler)
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
