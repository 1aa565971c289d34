/**
 * `npm start`: builds the browser app when dist/ is missing or older than its sources, then runs
 * the server (which migrates, seeds an empty database and serves API and app).
 */
import { spawnSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0
  const st = fs.statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  return fs.readdirSync(p).reduce((max, f) => Math.max(max, newestMtime(path.join(p, f))), st.mtimeMs)
}

const built = path.resolve('dist/index.html')
const sources = ['src', 'locales', 'schemas', 'index.html', 'vite.config.ts'].map((p) => newestMtime(path.resolve(p)))
const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0
if (builtAt < Math.max(...sources)) {
  console.log('start: building the app (dist/ is missing or stale)')
  const res = spawnSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  })
  if (res.status !== 0) process.exit(res.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' })
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.kill(sig))
server.on('exit', (code) => process.exit(code ?? 0))
