import type { Writable } from 'node:stream'
import pg from 'pg'
import type { Liveness } from './liveness.js'
import { PREPARED, statementName } from './statement-names.js'

export { PREPARED, statementName }

/**
 * Named prepared statements for hot queries whose planning costs more than their run
 * (`registry_record` carries a partial index per registry and field: 0.25–0.6 ms to plan, 0.03 ms
 * to run). A statement opts in by starting with PREPARED; its text names the statement (a hash,
 * so two texts never share a name), and each pooled connection parses it once. PostgreSQL keeps a
 * generic plan after five runs when it is no dearer than the custom ones; the registry name is a
 * literal in the text, so that plan still uses the registry's own partial indexes.
 *
 * On PGlite every connection shares ONE backend session, where a second connection's Parse of
 * the same name would fail ("prepared statement already exists"). There (`shared`) each pooled
 * connection takes a slot, the lowest free one, and names its statements with it (`…_s2`), so no
 * two live connections share a name; a slot outlives its connection, as its statements outlive it
 * in the session, so a new connection in the slot first reads which of them the session holds
 * (pg_prepared_statements) and parses only the others. Statements are never deallocated (pool
 * size × the named texts at most). Planning `registry_record` with its many partial indexes is the
 * embedded database's largest cost of a registry list (issue 15). There every repeated statement
 * is named, not only those that opt in (statement-names.ts).
 */

/**
 * A statement starting with DEFERRED is not sent when asked: the client keeps it and sends it in
 * front of the next statement of the same holder, in the same socket write when the client
 * pipelines (PostgreSQL), so withTenant's BEGIN + settings cost no round trip of their own
 * (issue 15: a read was 3–4 round trips). A `commit` or `rollback` that comes next ends a
 * transaction that sent nothing: both are dropped. Errors of the deferred text surface on the
 * statement it went out with (which then also fails, inside an aborted transaction).
 */
export const DEFERRED = '/* deferred */ '

/**
 * A statement starting with AFTER_RELEASE (withTenant's COMMIT of a read-only transaction) is kept
 * and sent unawaited once the pool has the client back: in the same socket write as the next
 * holder's first statement when one comes before the event loop turns (under load the pool hands
 * the client straight to a waiting request), else on its own at the next turn (setImmediate). It
 * is always on the wire before anything else the connection runs, so it still ends the transaction
 * (and its local role and tenant) first, but the answer waits for no round trip and the write
 * costs no syscall of its own (issue 15: each write ~3 % of a list request's CPU). Nothing can be
 * lost by not awaiting it: the transaction is READ ONLY (the database refuses writes in it), and
 * COMMIT always ends the transaction block, even when it fails. On a client without pipelining
 * the statement is sent and awaited as asked.
 */
export const AFTER_RELEASE = '/* after release */ '

/** What pg answers for a statement that carries no rows; Kysely reads `command`, `rowCount`, `rows`. */
const unsent = (command: string) => Promise.resolve({ command, rowCount: null, rows: [], fields: [] })

/**
 * pg's client for the pool: every answered query tells `liveness` the database is up, with
 * `prepare` the opted-in texts go as named statements (Kysely calls `query(text, values)`), and
 * DEFERRED texts wait for the next statement (pipelined with it when the pool's clients are
 * created with `pipeline: true`).
 */
export function clientClass(prepare: boolean | 'shared', liveness: Liveness) {
  /** Shared session only: the slots live connections hold. */
  const taken = new Set<number>()
  return class AppClient extends pg.Client {
    /** Shared session only: this connection's slot, the suffix of its statement names. */
    private slot: number | undefined

    // pg's own signature: a promise, or the callback the pool passes.
    override connect(callback?: any): any {
      if (prepare !== 'shared') return super.connect(callback)
      const connected = super.connect().then(() => this.takeSlot().then(() => this))
      if (!callback) return connected
      connected.then(() => callback(), callback)
    }

    /** Takes the lowest free slot and learns which of its statements the session holds. */
    private async takeSlot() {
      let slot = 0
      while (taken.has(slot)) slot++
      taken.add(slot)
      let held = true
      const free = () => held && !(held = false) && taken.delete(slot)
      this.once('end', free)
      const { rows } = await super
        .query(`select name, statement from pg_prepared_statements where name ~ '^ed_[0-9a-f]+_s${slot}$'`)
        .catch((err: unknown) => {
          free()
          throw err
        })
      this.slot = slot
      const parsed = (this as unknown as { connection: { parsedStatements: Record<string, string> } })
        .connection.parsedStatements
      for (const r of rows as { name: string; statement: string }[]) parsed[r.name] = r.statement
    }

    /** A DEFERRED text not sent yet: it belongs to whoever holds the client now. */
    private deferred: string | undefined

    /** An AFTER_RELEASE text not sent yet: it goes out when the pool takes the client back. */
    private closing: string | undefined

    /**
     * The pool took the client back: a deferred text nobody followed is forgotten; a closing one
     * waits for the next holder's first statement, or goes alone at the next turn of the loop.
     */
    released() {
      this.deferred = undefined
      if (this.closing !== undefined) setImmediate(() => this.sendClosing())
    }

    /** Sends the closing text now, if still unsent. */
    private sendClosing() {
      const closing = this.closing
      this.closing = undefined
      // Its failure is the connection's (pg then ends it and the pool drops it): nobody waits on it.
      if (closing !== undefined) this.send(closing, undefined).catch(() => undefined)
    }

    override query(config: any, values?: any, callback?: any): any {
      // Callbacks and query objects (pg's own, tools) go as they came, after any closing text;
      // Kysely uses the promise.
      if (typeof values === 'function' || typeof callback === 'function' || typeof config !== 'string') {
        this.sendClosing()
        return super.query(config, values, callback)
      }
      if (config.startsWith(DEFERRED)) {
        this.deferred = config.slice(DEFERRED.length)
        return unsent('DEFERRED')
      }
      if (this.pipeline && config.startsWith(AFTER_RELEASE)) {
        // A transaction that sent nothing has nothing to end. A closing text still unsent here
        // (same holder, no release between) goes with the next statement all the same.
        if (this.deferred !== undefined) this.deferred = undefined
        else this.closing = config.slice(AFTER_RELEASE.length)
        return unsent('AFTER_RELEASE')
      }
      if (config.startsWith(AFTER_RELEASE)) config = config.slice(AFTER_RELEASE.length)
      const deferred = this.deferred
      this.deferred = undefined
      if (deferred !== undefined && (config === 'commit' || config === 'rollback'))
        return unsent(config.toUpperCase())
      // Without pipelining pg would queue the second query behind the first anyway (and warns).
      if (!this.pipeline)
        return deferred === undefined
          ? this.send(config, values)
          : this.send(deferred, undefined).then(() => this.send(config, values))
      const closing = this.closing
      this.closing = undefined
      if (closing === undefined && deferred === undefined) return this.send(config, values)
      // Pipelined, pg writes each query as it is asked: corked, all leave in one socket write
      // (a simple query alone is a write of its own; writes were ~13 % of a list request's CPU).
      const stream = (this as unknown as { connection: { stream: Partial<Writable> } }).connection.stream
      stream.cork?.()
      let before: Promise<unknown> | undefined, after: Promise<unknown>
      try {
        if (closing !== undefined) this.send(closing, undefined).catch(() => undefined)
        if (deferred !== undefined) before = this.send(deferred, undefined)
        after = this.send(config, values)
      } finally {
        stream.uncork?.()
      }
      return before ? Promise.all([before, after]).then(([, result]) => result) : after
    }

    private send(text: string, values: any): Promise<unknown> {
      let name = prepare ? statementName(text, prepare === 'shared') : undefined
      if (name && prepare === 'shared') name = this.slot === undefined ? undefined : `${name}_s${this.slot}`
      const sent = name ? super.query({ name, text, values }) : super.query(text, values)
      return (sent as Promise<unknown>).then((result) => {
        liveness.succeeded()
        return result
      })
    }
  }
}
