/**
 * Preloaded into the server under test (`node --import tsx --import ./scripts/bench/capture-hook.ts`):
 * records the SQL one marked request sends, so the bench can replay exactly those statements
 * straight at PostgreSQL. A request carrying `x-bench-capture: <id>` runs inside an async context
 * naming it; every pg `query` made in that context is kept as sent (text, statement name, and the
 * parameters as pg serialises them), and the bench collects them over IPC. The server's own code is
 * untouched, and nothing is recorded for unmarked requests or background work (jobs, seeding).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import diagnostics from 'node:diagnostics_channel'
import pg from 'pg'
import { toWireValues, type CapturedStatement } from './replay.js'

const current = new AsyncLocalStorage<string | undefined>()
const captured = new Map<string, CapturedStatement[]>()

// Published synchronously just before the server's 'request' event: entering the context here puts
// the whole handling of the request (and every query it makes) under it. Only marked requests
// enter it, and it is disabled again once their statements are taken: an enabled
// AsyncLocalStorage installs promise hooks, a cost on every promise that the product does not
// pay, and the bench would count it in the server's CPU per request during the load.
diagnostics.subscribe('http.server.request.start', (message) => {
  const header = (message as { request: { headers: Record<string, unknown> } }).request.headers[
    'x-bench-capture'
  ]
  if (typeof header === 'string') current.enterWith(header)
})

type QueryArgs = [unknown, unknown?, unknown?]
const original = pg.Client.prototype.query as (...args: QueryArgs) => unknown
pg.Client.prototype.query = function (this: pg.Client, ...args: QueryArgs) {
  const id = current.getStore()
  if (id !== undefined) {
    const [first, second] = args
    const config = (typeof first === 'string' ? { text: first } : first) as {
      text?: string
      name?: string
      values?: unknown[]
    }
    const values = Array.isArray(second) ? second : config.values
    if (typeof config.text === 'string') {
      const list = captured.get(id) ?? []
      list.push({ text: config.text, name: config.name, values: toWireValues(values) })
      captured.set(id, list)
    }
  }
  return original.apply(this, args)
} as typeof pg.Client.prototype.query

process.on('message', (message: { type?: string; id?: string }) => {
  if (message?.type !== 'bench-capture-take' || typeof message.id !== 'string') return
  const statements = captured.get(message.id) ?? []
  captured.delete(message.id)
  current.disable()
  process.send?.({ type: 'bench-capture', id: message.id, statements })
})
// The IPC channel must not keep the server alive on its own.
process.channel?.unref()
