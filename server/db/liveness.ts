/**
 * When the database last answered, from the queries the app runs anyway, so /health need not
 * queue behind them: on PGlite every connection shares ONE backend, and a health probe waited for
 * every list request before it (p99 ~0.5 s under load). A success within FRESH_MS with no
 * connection error since is as true an answer as a `select 1` would be; when the app is idle, or a
 * connection broke after the last success, /health probes the database itself.
 */
export const FRESH_MS = 1_000

export class Liveness {
  private okAt = 0
  private brokenAt = 0

  succeeded() {
    this.okAt = Date.now()
  }

  /** A connection failed (not a query: a constraint error says the database is up). */
  broke() {
    this.brokenAt = Date.now()
  }

  /** The database answered within FRESH_MS, and no connection broke since. */
  recentlyAnswered(now = Date.now()) {
    return now - this.okAt < FRESH_MS && this.okAt > this.brokenAt
  }
}
