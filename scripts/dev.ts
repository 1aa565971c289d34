/** `npm run dev`: the API (tsx watch) on PORT and Vite on VITE_PORT with a proxy to it. */
import { spawn } from 'node:child_process'
import { loadConfig } from '../server/config.js'
import { serverArgs } from './lib/server-command.js'

// The server's settings come checked from its config (a bad PORT stops here, named).
const port = String(loadConfig().port)
const children = [
  spawn(process.execPath, serverArgs('--watch'), {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, STATIC_DIR: '/nonexistent' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${port}` },
  }),
]
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((c) => c.on('exit', stop))
