/**
 * `npm start`: builds the browser app when dist/ is missing or older than its sources, then runs
 * the server (which migrates, seeds an empty database and serves API and app), or WORKERS of
 * them on one port when the database is PostgreSQL.
 */
import { spawnSync, spawn } from 'node:child_process'
import path from 'node:path'
import { buildIsStale } from './lib/build-stale.js'
import { serverArgs } from './lib/server-command.js'
import { runServerCluster } from './lib/server-cluster.js'
import { loadConfig, type AppConfig } from '../server/config.js'

if (buildIsStale(process.cwd())) {
  console.log('start: building the app (dist/ is missing or stale)')
  const res = spawnSync(
    process.execPath,
    [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  )
  if (res.status !== 0) process.exit(res.status ?? 1)
}

// A bad variable is reported by the server itself, with its name; here it only means one server.
let config: Pick<AppConfig, 'workers' | 'databaseUrl'> = { workers: 1 }
try {
  config = loadConfig()
} catch {
  /* the server says what is wrong */
}
if (config.workers > 1 && !config.databaseUrl)
  console.warn('start: WORKERS is ignored without DATABASE_URL (the embedded database is one process)')
if (config.workers > 1 && config.databaseUrl) {
  runServerCluster(config.workers)
} else {
  const server = spawn(process.execPath, serverArgs(), { stdio: 'inherit' })
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.kill(sig))
  server.on('exit', (code) => process.exit(code ?? 0))
}
