import { createHash } from 'node:crypto'
import pg from 'pg'
import type { Liveness } from './liveness.js'

/**
 * Named prepared statements for hot queries whose planning costs more than their run
 * (`registry_record` carries a partial index per registry and field: 0.25–0.6 ms to plan, 0.03 ms
 * to run). A statement opts in by starting with PREPARED; its text names the statement (a hash,
 * so two texts never share a name), and each pooled connection parses it once. PostgreSQL keeps a
 * generic plan after five runs when it is no dearer than the custom ones; the registry name is a
 * literal in the text, so that plan still uses the registry's own partial indexes.
 *
 * Only on PostgreSQL: on PGlite every connection shares ONE backend session, where a second
 * connection's Parse of the same name would fail ("prepared statement already exists").
 */
export const PREPARED = '/* prepared */ '

/** Bound on distinct texts (filter combinations could make many): past it, unnamed as before. */
const MAX_STATEMENTS = 200
const names = new Map<string, string>()

export function statementName(text: string): string | undefined {
  if (!text.startsWith(PREPARED)) return undefined
  let name = names.get(text)
  if (!name && names.size < MAX_STATEMENTS) {
    name = `ed_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`
    names.set(text, name)
  }
  return name
}

/**
 * pg's client for the pool: every answered query tells `liveness` the database is up, and with
 * `prepare` the opted-in texts go as named statements (Kysely calls `query(text, values)`).
 */
export function clientClass(prepare: boolean, liveness: Liveness) {
  return class AppClient extends pg.Client {
    override query(config: any, values?: any, callback?: any): any {
      const name = prepare && typeof config === 'string' ? statementName(config) : undefined
      // Callbacks and query objects (pg's own, tools) go as they came; Kysely uses the promise.
      if (typeof values === 'function' || typeof callback === 'function' || typeof config !== 'string')
        return super.query(config, values, callback)
      const sent = name ? super.query({ name, text: config, values }) : super.query(config, values)
      return (sent as Promise<unknown>).then((result) => {
        liveness.succeeded()
        return result
      })
    }
  }
}
