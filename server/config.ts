import path from 'node:path'
import Ajv from 'ajv'
import { envSchema, type Env } from './config-schema.js'

export interface AppConfig {
  host: string
  port: number
  /** PGlite files live here. */
  dataDir: string
  /**
   * Bytes of uploaded and generated files (FILES_DIR); unset: `<dataDir>/files`, resolved where
   * used so a config built with another dataDir (tests) keeps its files beside it. Several servers
   * on one PostgreSQL point it at one shared folder, so a file written by one is read by all.
   */
  filesDir?: string
  /** When set, PostgreSQL is used and PGlite is not started. */
  databaseUrl?: string
  /** Server processes `npm start` runs on the port (only with databaseUrl; PGlite is one process). */
  workers: number
  seed: 'demo' | 'none'
  /** Directory with the production build of the browser app; served at `/` when it exists. */
  staticDir: string
  logLevel: string
  /** Base of links in e-mails: PUBLIC_URL, else the address the server listens on; never a request header. */
  publicUrl: string
  mail: { url?: string; from: string }
  /** Where the establishment's SMTP test may connect (see establishment/smtp-target.ts). */
  smtpTest: { ports: string[]; allowPrivate: boolean }
  auth: {
    /** Signing key; absent: one generated once and kept in the database. */
    jwtSecret?: string
    accessTokenTtl: number
    refreshTokenTtl: number
    refreshFamilyTtl: number
    refreshReuseGrace: number
    providerDomain: string
    clientId: string
    clientSecret: string
    activationKeyTtlHours: number
  }
  uploads: { imageMaxBytes: number; attachmentMaxBytes: number }
  realtimeRecheckMs: number
  /** The job worker (server/jobs/worker.ts); tests shrink the back-off and the lease. */
  jobs: {
    concurrency: number
    pollMs: number
    leaseMs: number
    backoffMs: number
    backoffMaxMs: number
    timeoutMs: number
  }
  /** Connection, greeting and socket timeout of one SMTP delivery (mail.send job). */
  mailTimeoutMs: number
  /** Reports one tenant may have waiting or running at once (reports/routes.ts). */
  reportsAtOnce: number
  /** Live calendar feeds one person may hold (CALENDAR_FEEDS_PER_PERSON). */
  calendarFeedsPerPerson: number
  /** Outgoing webhooks (server/webhooks/); tests shrink the back-off. */
  webhooks: {
    /** Hosts (names or addresses) a webhook may target even on a loopback or private address. */
    allowedHosts: string[]
    /** Port ranges `[from, to]` a webhook may target on an allowed internal host. */
    allowedPorts: [number, number][]
    /** Delivery slots of one server, and of them at most this many for one tenant at once. */
    concurrency: number
    tenantConcurrency: number
    /** Webhooks one tenant may register. */
    maxPerTenant: number
    timeoutMs: number
    /** The n-th retry waits retrySchedule[n-1] ms (the last entry for any later one). */
    retrySchedule: number[]
    maxAttempts: number
    /** A webhook failing for this long is switched off. */
    disableAfterMs: number
  }
  /**
   * Requests per window of one access token and of one tenant (server/rate-limit/); a tenant's
   * administrator may lower them for the tenant (configuration RATE_LIMIT_TOKEN, RATE_LIMIT_TENANT).
   */
  rateLimit: { token: number; tenant: number; windowSeconds: number; flushMs: number }
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/** `5s,5m,2h` → [5000, 300000, 7200000] (the schema's pattern let only such lists through). */
export const durationsMs = (text: string) =>
  text.split(',').map((part) => {
    const [, n, unit] = /^\s*(\d+)(ms|s|m|h)\s*$/.exec(part)!
    return Number(n) * UNIT_MS[unit]
  })

/** A start with a bad variable stops here, naming it (main.ts prints the message and exits 1). */
export class ConfigError extends Error {}

const validate = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true }).compile(envSchema)

/**
 * Reads and checks the environment once. The server reads no other `process.env` (an ESLint rule
 * says so): buildApp gets this object and passes it on as `app.config`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means unset, as `X=` in a shell or a compose file intends.
  const known = Object.keys(envSchema.properties).filter((k) => env[k] !== undefined && env[k] !== '')
  const e: Record<string, unknown> = Object.fromEntries(known.map((k) => [k, env[k]]))
  if (!validate(e)) {
    const lines = validate.errors!.map((err) => {
      const name = err.instancePath.slice(1)
      return `  ${name}=${JSON.stringify(env[name])}: ${err.message}`
    })
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`)
  }
  const v = e as Env
  const linkHost =
    v.HOST === '0.0.0.0' || v.HOST === '::' ? 'localhost' : v.HOST.includes(':') ? `[${v.HOST}]` : v.HOST
  return {
    host: v.HOST,
    port: v.PORT,
    publicUrl: (v.PUBLIC_URL || `http://${linkHost}:${v.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(v.DATA_DIR),
    filesDir: v.FILES_DIR && path.resolve(v.FILES_DIR),
    databaseUrl: v.DATABASE_URL,
    workers: v.WORKERS,
    seed: v.SEED as 'demo' | 'none',
    staticDir: path.resolve(v.STATIC_DIR),
    logLevel: v.LOG_LEVEL,
    mail: { url: v.SMTP_URL, from: v.MAIL_FROM },
    smtpTest: {
      ports: v.SMTP_TEST_PORTS.split(',').map((p) => p.trim()),
      allowPrivate: v.SMTP_TEST_ALLOW_PRIVATE,
    },
    auth: {
      jwtSecret: v.JWT_SECRET,
      accessTokenTtl: v.ACCESS_TOKEN_TTL,
      refreshTokenTtl: v.REFRESH_TOKEN_TTL,
      refreshFamilyTtl: v.REFRESH_FAMILY_TTL,
      refreshReuseGrace: v.REFRESH_REUSE_GRACE,
      providerDomain: v.PROVIDER_DOMAIN.toLowerCase(),
      clientId: v.OAUTH_CLIENT_ID,
      clientSecret: v.OAUTH_CLIENT_SECRET,
      activationKeyTtlHours: v.ACTIVATION_KEY_TTL_HOURS,
    },
    uploads: { imageMaxBytes: v.IMAGE_MAX_BYTES, attachmentMaxBytes: v.ATTACHMENT_MAX_BYTES },
    realtimeRecheckMs: v.REALTIME_RECHECK_MS,
    jobs: {
      concurrency: v.JOB_CONCURRENCY,
      pollMs: v.JOB_POLL_MS,
      leaseMs: v.JOB_LEASE_MS,
      backoffMs: v.JOB_BACKOFF_MS,
      backoffMaxMs: v.JOB_BACKOFF_MAX_MS,
      timeoutMs: v.JOB_TIMEOUT_MS,
    },
    mailTimeoutMs: v.MAIL_TIMEOUT_MS,
    reportsAtOnce: v.REPORTS_AT_ONCE,
    calendarFeedsPerPerson: v.CALENDAR_FEEDS_PER_PERSON,
    webhooks: {
      allowedHosts: v.WEBHOOK_ALLOWED_HOSTS.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
      allowedPorts: v.WEBHOOK_ALLOWED_PORTS.split(',').map((part) => {
        const [from, to = from] = part.split('-').map((n) => Number(n.trim()))
        return [from, to] as [number, number]
      }),
      concurrency: v.WEBHOOK_CONCURRENCY,
      tenantConcurrency: v.WEBHOOK_TENANT_CONCURRENCY,
      maxPerTenant: v.WEBHOOK_MAX_PER_TENANT,
      timeoutMs: v.WEBHOOK_TIMEOUT_MS,
      retrySchedule: durationsMs(v.WEBHOOK_RETRY_SCHEDULE),
      maxAttempts: v.WEBHOOK_MAX_ATTEMPTS,
      disableAfterMs: v.WEBHOOK_DISABLE_AFTER_MS,
    },
    rateLimit: {
      token: v.RATE_LIMIT_TOKEN,
      tenant: v.RATE_LIMIT_TENANT,
      windowSeconds: v.RATE_LIMIT_WINDOW_SECONDS,
      flushMs: v.RATE_LIMIT_FLUSH_MS,
    },
  }
}

let current: AppConfig | undefined

/**
 * The configuration of the server running in this process, for the few modules reached without
 * the app (token lifetimes in auth helpers, the platform mail sender, the provider domain in a
 * registry rule). buildApp installs its config here; one server runs per process, so it is the
 * same object as `app.config` (tests that adjust a knob on `app.config` are seen here too).
 * Before any app is built (unit tests) it is the checked environment.
 */
export const serverConfig = (): AppConfig => (current ??= loadConfig())
export const installServerConfig = (config: AppConfig) => void (current = config)
