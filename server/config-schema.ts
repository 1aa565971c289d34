/**
 * The server's environment, as a JSON schema checked by ajv (coercing strings to numbers and
 * booleans, filling defaults). docs/configuration.md's table says the same in words; keep both.
 */
export const envSchema = {
  type: 'object',
  properties: {
    HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
    DATA_DIR: { type: 'string', minLength: 1, default: './data' },
    FILES_DIR: { type: 'string', minLength: 1 },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    WORKERS: { type: 'integer', minimum: 1, maximum: 64, default: 1 },
    SEED: { type: 'string', enum: ['demo', 'none'], default: 'demo' },
    STATIC_DIR: { type: 'string', minLength: 1, default: './dist' },
    LOG_LEVEL: {
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
    },
    PUBLIC_URL: { type: 'string', pattern: '^https?://' },
    SMTP_URL: { type: 'string', pattern: '^smtps?://' },
    MAIL_FROM: { type: 'string', minLength: 1, default: 'Eventdesk <no-reply@eventdesk.tech>' },
    SMTP_TEST_PORTS: { type: 'string', pattern: '^(\\*|\\d+(\\s*,\\s*\\d+)*)$', default: '25,465,587,2525' },
    SMTP_TEST_ALLOW_PRIVATE: { type: 'boolean', default: false },
    JWT_SECRET: { type: 'string', minLength: 1 },
    ACCESS_TOKEN_TTL: { type: 'integer', minimum: 1, default: 900 },
    REFRESH_TOKEN_TTL: { type: 'integer', minimum: 1, default: 8 * 3600 },
    REFRESH_FAMILY_TTL: { type: 'integer', minimum: 1, default: 12 * 3600 },
    REFRESH_REUSE_GRACE: { type: 'integer', minimum: 0, default: 5 },
    PROVIDER_DOMAIN: { type: 'string', minLength: 1, default: 'eventdesk.tech' },
    OAUTH_CLIENT_ID: { type: 'string', minLength: 1, default: 'eventdesk-web' },
    OAUTH_CLIENT_SECRET: { type: 'string', minLength: 1, default: 'eventdesk-secret' },
    ACTIVATION_KEY_TTL_HOURS: { type: 'integer', minimum: 1, default: 24 },
    IMAGE_MAX_BYTES: { type: 'integer', minimum: 1, default: 5 * 1024 * 1024 },
    ATTACHMENT_MAX_BYTES: { type: 'integer', minimum: 1, default: 10 * 1024 * 1024 },
    REALTIME_RECHECK_MS: { type: 'integer', minimum: 10, default: 5_000 },
    JOB_CONCURRENCY: { type: 'integer', minimum: 1, maximum: 64, default: 4 },
    JOB_POLL_MS: { type: 'integer', minimum: 10, default: 500 },
    JOB_LEASE_MS: { type: 'integer', minimum: 100, default: 60_000 },
    JOB_BACKOFF_MS: { type: 'integer', minimum: 1, default: 2_000 },
    JOB_BACKOFF_MAX_MS: { type: 'integer', minimum: 1, default: 10 * 60_000 },
    JOB_TIMEOUT_MS: { type: 'integer', minimum: 100, default: 15 * 60_000 },
    MAIL_TIMEOUT_MS: { type: 'integer', minimum: 100, default: 15_000 },
    CALENDAR_FEEDS_PER_PERSON: { type: 'integer', minimum: 1, default: 20 },
    WEBHOOK_ALLOWED_HOSTS: { type: 'string', default: '' },
    // Ports a webhook may target on an allowed internal host: `80,443`, ranges `32768-60999`.
    WEBHOOK_ALLOWED_PORTS: {
      type: 'string',
      pattern: '^\\s*\\d+(\\s*-\\s*\\d+)?(\\s*,\\s*\\d+(\\s*-\\s*\\d+)?)*\\s*$',
      default: '80,443',
    },
    // Deliveries run in their own slots (server/jobs/worker.ts lanes), a tenant in at most a few.
    WEBHOOK_CONCURRENCY: { type: 'integer', minimum: 1, maximum: 64, default: 4 },
    WEBHOOK_TENANT_CONCURRENCY: { type: 'integer', minimum: 1, maximum: 64, default: 2 },
    WEBHOOK_MAX_PER_TENANT: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
    // Reports one tenant may have waiting or running at once; one more is 429 with Retry-After.
    REPORTS_AT_ONCE: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
    WEBHOOK_TIMEOUT_MS: { type: 'integer', minimum: 100, default: 10_000 },
    // The waits before each retry (`ms`, `s`, `m`, `h`), the last repeated: fast at first, then
    // minutes, then hours, about a day in all with the default's 8 tries (Standard Webhooks' and
    // Svix's schedule).
    WEBHOOK_RETRY_SCHEDULE: {
      type: 'string',
      pattern: '^\\s*\\d+(ms|s|m|h)(\\s*,\\s*\\d+(ms|s|m|h))*\\s*$',
      default: '5s,5m,30m,2h,5h,10h,10h',
    },
    WEBHOOK_MAX_ATTEMPTS: { type: 'integer', minimum: 1, maximum: 20, default: 8 },
    WEBHOOK_DISABLE_AFTER_MS: { type: 'integer', minimum: 1, default: 24 * 3600_000 },
    // Requests per access token and per tenant in each fixed window (docs/decisions/0069): generous
    // enough that the browser app never meets them (a busy screen makes ~30 calls at once), tight
    // enough that one script cannot take a tenant's or the server's whole capacity.
    RATE_LIMIT_TOKEN: { type: 'integer', minimum: 1, default: 1_200 },
    RATE_LIMIT_TENANT: { type: 'integer', minimum: 1, default: 6_000 },
    RATE_LIMIT_WINDOW_SECONDS: { type: 'integer', minimum: 1, maximum: 3_600, default: 60 },
    // How often a server adds its counts to the shared ones in the database and reads theirs back.
    RATE_LIMIT_FLUSH_MS: { type: 'integer', minimum: 5, maximum: 10_000, default: 250 },
  },
} as const

type Props = typeof envSchema.properties
type Value<P> = P extends { type: 'integer' } ? number : P extends { type: 'boolean' } ? boolean : string

/** The environment after validation: variables with a default are always there. */
export type Env = {
  [K in keyof Props as Props[K] extends { default: unknown } ? K : never]: Value<Props[K]>
} & {
  [K in keyof Props as Props[K] extends { default: unknown } ? never : K]?: Value<Props[K]>
}
