/**
 * `npm start`: builds the browser app when dist/ is missing or older than its sources, then runs
 * the server (which migrates, seeds an empty database and serves API and app).
 */
import { spawnSync, spawn } from 'node:child_process'
import path from 'node:path'
import { buildIsStale } from './lib/build-stale.js'
import { serverArgs } from './lib/server-command.js'

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

const server = spawn(process.execPath, serverArgs(), { stdio: 'inherit' })
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.kill(sig))
server.on('exit', (code) => process.exit(code ?? 0))
