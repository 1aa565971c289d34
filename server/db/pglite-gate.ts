/**
 * Who may use PGlite's single backend: one connection at a time, the others wait in arrival
 * order. The holder keeps it across the messages of a query and the statements of a transaction.
 */
export class BackendGate<T = unknown> {
  private holder: T | null = null
  private readonly waiting: { who: T; admit: () => void }[] = []

  holds(who: T) {
    return this.holder === who
  }

  acquire(who: T): Promise<void> {
    if (this.holder === null || this.holder === who) {
      this.holder = who
      return Promise.resolve()
    }
    return new Promise((admit) => this.waiting.push({ who, admit }))
  }

  release(who: T) {
    if (this.holder !== who) return
    const next = this.waiting.shift()
    this.holder = next ? next.who : null
    next?.admit()
  }

  /** Drops a waiter that went away; its pending acquire resolves without the backend. */
  forget(who: T) {
    const i = this.waiting.findIndex((w) => w.who === who)
    if (i >= 0) this.waiting.splice(i, 1)[0].admit()
  }
}
