import path from 'node:path'

export interface AppConfig {
  host: string
  port: number
  /** PGlite files live here (and later uploaded files under `files/`). */
  dataDir: string
  /** When set, PostgreSQL is used and PGlite is not started. */
  databaseUrl?: string
  seed: 'demo' | 'none'
  /** Directory with the production build of the browser app; served at `/` when it exists. */
  staticDir: string
  logLevel: string
  /** Base of links in e-mails: PUBLIC_URL, else the address the server listens on; never a request header. */
  publicUrl: string
  /** The job worker (server/jobs/worker.ts); tests shrink the back-off and the lease. */
  jobs: { concurrency: number; pollMs: number; leaseMs: number; backoffMs: number; backoffMaxMs: number }
  /** Connection, greeting and socket timeout of one SMTP delivery (mail.send job). */
  mailTimeoutMs: number
}

const positive = (v: string | undefined, fallback: number) => {
  const n = Number(v)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const seed = env.SEED === 'none' ? 'none' : 'demo'
  const host = env.HOST || '127.0.0.1'
  const port = Number(env.PORT || 3000)
  const linkHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return {
    host,
    port,
    publicUrl: (env.PUBLIC_URL || `http://${linkHost}:${port}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seed,
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    jobs: {
      concurrency: Math.floor(positive(env.JOB_CONCURRENCY, 4)),
      pollMs: positive(env.JOB_POLL_MS, 500),
      leaseMs: positive(env.JOB_LEASE_MS, 60_000),
      backoffMs: positive(env.JOB_BACKOFF_MS, 2_000),
      backoffMaxMs: positive(env.JOB_BACKOFF_MAX_MS, 10 * 60_000),
    },
    mailTimeoutMs: positive(env.MAIL_TIMEOUT_MS, 15_000),
  }
}
