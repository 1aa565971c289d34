import crypto from 'node:crypto'
import os from 'node:os'
import pg from 'pg'
import { sql } from 'kysely'
import type { DatabaseHandle } from '../db/connection.js'
import type { JobStatus } from '../db/types.js'
import { JOB_CHANNEL } from './queue.js'

export interface ClaimedJob {
  id: number
  reference: string
  task: string
  payload: unknown
  tenantId: number | null
  ownerEmail: string | null
  /** 1 on the first run. */
  attempt: number
  maxAttempts: number
}

/**
 * A lane is a set of tasks with slots of their own, so slow outside work (a receiver that hangs)
 * never holds the slots reports and documents run in. `perTenant` caps how many of a lane's jobs
 * one tenant runs at once, and its due jobs are taken round-robin by tenant: one tenant's backlog
 * never stands in front of another tenant's first job.
 */
export interface Lane {
  name: string
  tasks: readonly string[]
  concurrency: number
  perTenant?: number
}

export interface WorkerOptions {
  /** Slots of the default lane (every task no other lane names). */
  concurrency: number
  pollMs: number
  /** How long a claim holds; a running handler renews it, a killed worker's claim runs out. */
  leaseMs: number
  /** Back-off before attempt n+1 is backoffMs * 2^(n-1), capped at backoffMaxMs. */
  backoffMs: number
  backoffMaxMs: number
}

export interface WorkerHooks {
  run(job: ClaimedJob): Promise<void>
  /** A job finished (DONE or DEAD): the plugin pushes it to the owner. */
  finished(job: ClaimedJob, status: JobStatus, error?: string): Promise<void>
  log(err: unknown, msg: string): void
}

type Row = {
  id: number
  reference: string
  task: string
  payload: unknown
  tenant_id: number | null
  owner_email: string | null
  attempts: number
  max_attempts: number
}

/**
 * Claims due jobs in a short owner transaction (`FOR UPDATE SKIP LOCKED`, so two workers never take
 * the same row) with a lease, runs them, and writes DONE, QUEUED with back-off, or DEAD. A RUNNING
 * job whose lease ran out (its worker was killed) is due again. Runs are at least once.
 */
export class Worker {
  readonly id = `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`
  private readonly lanes: Lane[] = []
  /** What each lane runs now, by lane name ('' is the default lane). */
  private readonly running = new Map<string, Set<Promise<void>>>([['', new Set()]])
  private timer: NodeJS.Timeout | null = null
  private listener: pg.Client | null = null
  private stopped = true
  private polling = false
  private again = false
  /** Claim failures in a row (database down): polling slows down and logs only the first. */
  private failures = 0

  constructor(
    private readonly database: DatabaseHandle,
    readonly options: WorkerOptions,
    private readonly hooks: WorkerHooks,
  ) {}

  /** Before start: the tasks of `lane` leave the default lane and run in slots of their own. */
  addLane(lane: Lane) {
    if (!lane.name || this.running.has(lane.name)) throw new Error(`job lane ${lane.name} added twice`)
    // A tenant never takes every slot of a lane that has two or more: one is always left for others.
    const perTenant = lane.perTenant && Math.min(lane.perTenant, Math.max(1, lane.concurrency - 1))
    this.lanes.push({ ...lane, perTenant })
    this.running.set(lane.name, new Set())
  }

  async start() {
    this.stopped = false
    if (this.database.kind === 'postgres')
      await this.listen().catch((err) => this.hooks.log(err, 'job listener failed; polling only'))
    this.schedule(0)
  }

  /** Stops claiming and waits up to `graceMs` for running handlers; their leases cover the rest. */
  async stop(graceMs = 5_000) {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.listener?.end().catch(() => undefined)
    this.listener = null
    const grace = new Promise((resolve) => setTimeout(resolve, graceMs).unref())
    const all = [...this.running.values()].flatMap((set) => [...set])
    await Promise.race([Promise.allSettled(all), grace])
  }

  /** Claims now (after an enqueue in this process, or a NOTIFY). */
  wake() {
    if (!this.stopped) this.schedule(0)
  }

  private async listen() {
    const client = new pg.Client({ connectionString: this.database.url })
    client.on('error', () => undefined)
    client.on('notification', () => this.wake())
    await client.connect()
    await client.query(`LISTEN ${JOB_CHANNEL}`)
    this.listener = client
  }

  private schedule(ms: number) {
    if (this.stopped) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.poll(), ms)
    this.timer.unref()
  }

  private async poll() {
    if (this.polling) return void (this.again = true)
    this.polling = true
    try {
      const others = this.lanes.flatMap((l) => l.tasks)
      for (const lane of [{ name: '', tasks: [], concurrency: this.options.concurrency }, ...this.lanes]) {
        const running = this.running.get(lane.name)!
        const free = lane.concurrency - running.size
        const jobs = free > 0 && !this.stopped ? await this.claim(lane, others, free) : []
        for (const job of jobs) this.track(running, this.execute(job))
        this.again ||= jobs.length === free && free > 0
      }
      this.failures = 0
    } catch (err) {
      if (this.failures++ === 0) this.hooks.log(err, 'job claim failed; retrying')
    } finally {
      this.polling = false
      const soon = this.again && this.failures === 0
      this.again = false
      this.schedule(soon ? 0 : Math.min(30_000, this.options.pollMs * 2 ** Math.min(this.failures, 6)))
    }
  }

  private track(running: Set<Promise<void>>, p: Promise<void>) {
    running.add(p)
    void p.finally(() => {
      running.delete(p)
      this.wake()
    })
  }

  private async claim(lane: Lane, others: readonly string[], limit: number): Promise<ClaimedJob[]> {
    const lease = `${Math.ceil(this.options.leaseMs)} milliseconds`
    const due = sql`((j.status = 'QUEUED' AND j.run_at <= now()) OR (j.status = 'RUNNING' AND j.locked_until < now()))`
    const inLane = lane.name
      ? sql`j.task = ANY(${[...lane.tasks]}::text[])`
      : others.length
        ? sql`NOT (j.task = ANY(${[...others]}::text[]))`
        : sql`true`
    // Round-robin by tenant: every tenant's first due job, then every tenant's second…, each tenant
    // below its cap counting what it runs now (on any server). Two workers may both count a slot
    // free in the same instant: the cap is fair share, not a lock; the row lock below still gives
    // each job to one worker only.
    const pick = lane.perTenant
      ? sql`SELECT id FROM job WHERE id IN (
          SELECT id FROM (
            SELECT j.id, j.run_at, row_number() OVER (PARTITION BY j.tenant_id ORDER BY j.run_at, j.id) AS n,
              (SELECT count(*) FROM job r WHERE r.task = ANY(${[...lane.tasks]}::text[])
                AND r.status = 'RUNNING' AND r.locked_until >= now()
                AND r.tenant_id IS NOT DISTINCT FROM j.tenant_id) AS busy
            FROM job j WHERE ${inLane} AND j.status IN ('QUEUED', 'RUNNING') AND ${due}) c
          WHERE c.n + c.busy <= ${lane.perTenant}
          ORDER BY c.n, c.run_at, c.id
          LIMIT ${limit})
        ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`
      : sql`SELECT j.id FROM job j WHERE ${inLane} AND ${due} ORDER BY j.run_at, j.id LIMIT ${limit} FOR UPDATE SKIP LOCKED`
    const { rows } = await sql<Row>`
      UPDATE job j SET status = 'RUNNING', attempts = attempts + 1, locked_by = ${this.id},
        locked_until = now() + ${lease}::interval
      WHERE j.id IN (${pick}) AND ${due}
      RETURNING id, reference, task, payload, tenant_id, owner_email, attempts, max_attempts`.execute(
      this.database.db,
    )
    return rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      task: r.task,
      payload: r.payload,
      tenantId: r.tenant_id,
      ownerEmail: r.owner_email,
      attempt: r.attempts,
      maxAttempts: r.max_attempts,
    }))
  }

  private async execute(job: ClaimedJob) {
    const db = this.database.db
    const renew = setInterval(
      () => {
        const lease = `${Math.ceil(this.options.leaseMs)} milliseconds`
        void sql`UPDATE job SET locked_until = now() + ${lease}::interval WHERE id = ${job.id} AND locked_by = ${this.id}`
          .execute(db)
          .catch(() => undefined)
      },
      Math.max(100, this.options.leaseMs / 3),
    )
    renew.unref()
    try {
      await this.hooks.run(job)
      clearInterval(renew)
      await db
        .updateTable('job')
        .set({ status: 'DONE', progress: 100, finished_at: new Date(), locked_by: null, locked_until: null })
        .where('id', '=', job.id)
        .where('locked_by', '=', this.id)
        .execute()
      await this.hooks.finished(job, 'DONE').catch((e) => this.hooks.log(e, 'job push failed'))
    } catch (err) {
      clearInterval(renew)
      const error = String((err as Error)?.message ?? err).slice(0, 2000)
      const dead = job.attempt >= job.maxAttempts
      const delay = Math.min(this.options.backoffMaxMs, this.options.backoffMs * 2 ** (job.attempt - 1))
      await db
        .updateTable('job')
        .set({
          status: dead ? 'DEAD' : 'QUEUED',
          last_error: error,
          run_at: new Date(Date.now() + (dead ? 0 : delay)),
          finished_at: dead ? new Date() : null,
          locked_by: null,
          locked_until: null,
        })
        .where('id', '=', job.id)
        .where('locked_by', '=', this.id)
        .execute()
        .catch((e) => this.hooks.log(e, 'job state write failed'))
      if (dead)
        await this.hooks.finished(job, 'DEAD', error).catch((e) => this.hooks.log(e, 'job push failed'))
      else this.hooks.log(err, `job ${job.task} attempt ${job.attempt} failed`)
    }
  }
}
