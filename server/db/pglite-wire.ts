import net from 'node:net'
import type { PGlite } from '@electric-sql/pglite'
import { BackendGate } from './pglite-gate.js'

/**
 * The Postgres wire protocol in front of PGlite, for many `pg` connections to its ONE backend.
 *
 * pglite-socket (which this replaces) ran each message on its own and handed the backend to
 * another connection between them, unless an explicit BEGIN was open. An extended-protocol query
 * (Parse, Bind, Describe, Execute, Sync) of one connection could then interleave with another's:
 * one bound the other's unnamed statement, or waited for an answer that never came (the crash
 * test hung this way under load). Here a connection keeps the backend from its first message
 * until its Sync or simple Query is answered and no transaction block is left open.
 */
const SSL_REQUEST = 80877103
const CANCEL_REQUEST = 80877102
const PROTOCOL_3 = 196608
/** Messages after which the backend may go to another connection (when no block is open). */
const ENDS_UNIT = new Set(['S'.charCodeAt(0), 'Q'.charCodeAt(0)])
const TERMINATE = 'X'.charCodeAt(0)
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4])

export interface WireServer {
  port: number
  stop(): Promise<void>
}

export async function serveWire(db: PGlite, host = '127.0.0.1'): Promise<WireServer> {
  const gate = new BackendGate()
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.setNoDelay(true)
    const connection = new WireConnection(db, gate, socket)
    socket.on('data', (chunk) => connection.receive(chunk))
    socket.on('error', () => socket.destroy())
    socket.on('close', () => {
      sockets.delete(socket)
      void connection.closed()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

class WireConnection {
  private buffer: Buffer = Buffer.alloc(0)
  private started = false
  private readonly queue: Buffer[] = []
  private running = false
  private gone = false
  /** Some message of an unfinished unit ran: the backend may hold its implicit transaction. */
  private midUnit = false

  constructor(
    private readonly db: PGlite,
    private readonly gate: BackendGate,
    private readonly socket: net.Socket,
  ) {}

  receive(chunk: Buffer) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk
    for (;;) {
      const message = this.nextMessage()
      if (!message) break
      if (message.length > 0) this.queue.push(message)
    }
    void this.run()
  }

  /** The next whole message of the buffer; an empty one for what is answered here; null: wait. */
  private nextMessage(): Buffer | null {
    if (!this.started) {
      if (this.buffer.length < 8) return null
      const length = this.buffer.readInt32BE(0)
      if (this.buffer.length < length) return null
      const code = this.buffer.readInt32BE(4)
      const message = this.buffer.subarray(0, length)
      this.buffer = this.buffer.subarray(length)
      if (code === SSL_REQUEST) {
        this.socket.write('N')
        return Buffer.alloc(0)
      }
      // PGlite has no backend to signal: a cancel is dropped, as its connection is.
      if (code === CANCEL_REQUEST) {
        this.socket.end()
        return Buffer.alloc(0)
      }
      if (code === PROTOCOL_3) this.started = true
      return Buffer.from(message)
    }
    if (this.buffer.length < 5) return null
    const length = 1 + this.buffer.readInt32BE(1)
    if (this.buffer.length < length) return null
    const message = Buffer.from(this.buffer.subarray(0, length))
    this.buffer = this.buffer.subarray(length)
    return message
  }

  /** One loop per connection runs its messages in order (never two at once). */
  private async run() {
    if (this.running) return
    this.running = true
    // The answers to a run of queued messages (a pipelined BEGIN, Parse, Bind, Execute, Sync) leave
    // in one socket write, not one per backend message (writes were ~15 % of the child's work).
    this.socket.cork()
    try {
      while (this.queue.length && !this.gone) {
        if (this.queue[0][0] === TERMINATE) {
          this.socket.end()
          break
        }
        const message = this.nextRun()
        // Waiting for the backend: what is answered so far goes now.
        if (!this.gate.holds(this)) this.socket.uncork()
        await this.gate.acquire(this)
        if (this.socket.writableCorked === 0) this.socket.cork()
        if (this.gone) break
        await this.execute(message)
        const last = message[this.lastType]
        const isStartup = message[0] === 0
        if (isStartup || ENDS_UNIT.has(last)) {
          this.midUnit = false
          if (!this.db.isInTransaction()) this.gate.release(this)
        } else this.midUnit = true
      }
    } catch (err) {
      process.stderr.write(`pglite wire: ${String((err as Error)?.stack ?? err)}\n`)
      this.socket.destroy()
    } finally {
      this.running = false
      while (this.socket.writableCorked > 0) this.socket.uncork()
    }
  }

  /** Where the type byte of the last message of the run `nextRun` took sits. */
  private lastType = 0

  /**
   * The queued messages up to the end of their unit (a Sync or a simple Query), in one buffer:
   * PGlite's main loop runs every message of the buffer it is handed, so a pipelined Parse, Bind,
   * Describe, Execute, Sync costs one call into the backend, not five (the calls were most of the
   * embedded database's time per statement while the demo seed writes). A startup message goes
   * alone; a Terminate stays queued for the loop.
   */
  private nextRun(): Buffer {
    const first = this.queue.shift()!
    this.lastType = 0
    if (first[0] === 0 || ENDS_UNIT.has(first[0])) return first
    const run = [first]
    let offset = first.length
    while (this.queue.length && this.queue[0][0] !== TERMINATE && this.queue[0][0] !== 0) {
      const next = this.queue.shift()!
      run.push(next)
      this.lastType = offset
      offset += next.length
      if (ENDS_UNIT.has(next[0])) break
    }
    return run.length === 1 ? first : Buffer.concat(run)
  }

  private execute(message: Uint8Array) {
    return this.db.execProtocolRawStream(message, {
      onRawData: (data) => {
        if (!this.gone && this.socket.writable) this.socket.write(Buffer.from(data))
      },
    })
  }

  /** A connection that goes away leaves no open transaction nor half-run query behind. */
  async closed() {
    this.gone = true
    this.queue.length = 0
    if (!this.gate.holds(this)) return this.gate.forget(this)
    while (this.running) await new Promise((resolve) => setImmediate(resolve))
    try {
      if (this.midUnit) await this.db.execProtocolRawStream(SYNC, { onRawData: () => undefined })
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK')
    } finally {
      this.gate.release(this)
    }
  }
}
