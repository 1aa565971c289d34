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
  }
}
