import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveWire, type WireServer } from './pglite-wire.js'

/** Many `pg` connections over one PGlite backend: each gets its own answers, always. */
describe('PGlite wire server', () => {
  let db: PGlite
  let wire: WireServer
  let pool: pg.Pool
  beforeAll(async () => {
    db = await PGlite.create()
    wire = await serveWire(db)
    pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${wire.port}/postgres`, max: 8 })
  }, 120_000)
  afterAll(async () => {
    await pool.end()
    await wire.stop()
    await db.close()
  }, 60_000)

  it('never mixes the extended-protocol queries of concurrent connections', async () => {
    const values = Array.from({ length: 400 }, (_, i) => i)
    const answers = await Promise.all(
      values.map((n) =>
        // Two shapes with different parameter counts: a Bind that met the other's Parse would fail.
        n % 2
          ? pool.query<{ n: number }>('select $1::int as n', [n])
          : pool.query<{ n: number }>('select $1::int + $2::int as n', [n, 0]),
      ),
    )
    expect(answers.map((a) => a.rows[0].n)).toEqual(values)
  })

  it('answers a failing query of a run handed whole to the backend, and the queries after it', async () => {
    // A connection's Parse, Bind, Execute, Sync go to PGlite in one call: an error in the middle
    // must end at its Sync, as it does when each message goes on its own.
    const client = await pool.connect()
    try {
      const answers = await Promise.all([
        client.query('select $1::int as n', [1]).then((r) => r.rows[0].n),
        client.query('select 1 / $1::int as n', [0]).catch((err: Error) => err.message),
        client.query('select $1::int as n', [3]).then((r) => r.rows[0].n),
        client.query('select nope from nowhere').catch((err: Error) => err.message),
        client.query('select $1::text as n', ['five']).then((r) => r.rows[0].n),
      ])
      expect(answers).toEqual([1, 'division by zero', 3, 'relation "nowhere" does not exist', 'five'])
    } finally {
      client.release()
    }
  })

  it('keeps a transaction to its connection while others query', async () => {
    const transaction = async (n: number) => {
      const client = await pool.connect()
      try {
        await client.query('begin')
        await client.query(`select set_config('app.n', $1, true)`, [String(n)])
        await new Promise((resolve) => setTimeout(resolve, n % 3))
        const { rows } = await client.query<{ n: string }>(`select current_setting('app.n') as n`)
        await client.query('commit')
        return Number(rows[0].n)
      } finally {
        client.release()
      }
    }
    const values = Array.from({ length: 60 }, (_, i) => i)
    const answers = await Promise.all(
      values.map((n) =>
        n % 2 ? transaction(n) : pool.query('select $1::int as n', [n]).then((r) => r.rows[0].n),
      ),
    )
    expect(answers).toEqual(values)
  })

  it('answers pipelined transactions (sent whole, unawaited) each on its own connection', async () => {
    // What the app's pool does (connection.ts): a connection writes its next statements before
    // the answers come; the wire runs them in order and keeps the backend until COMMIT.
    const pipelined = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${wire.port}/postgres`,
      max: 6,
      pipeline: true,
    } as pg.PoolConfig)
    try {
      const transaction = async (n: number) => {
        const client = await pipelined.connect()
        try {
          const sent = [
            client.query(`begin; select set_config('app.n', '${n}', true)`),
            client.query<{ n: string }>(`select current_setting('app.n') as n, $1::int as m`, [n]),
            // A failing statement in the middle fails alone and leaves the transaction aborted.
            ...(n % 5 === 0 ? [client.query('select 1/0').catch(() => 'failed')] : []),
            client.query('commit'),
          ]
          const [, read, ...rest] = await Promise.all(sent)
          if (n % 5 === 0) expect(rest[0]).toBe('failed')
          const { rows } = read as pg.QueryResult<{ n: string; m: number }>
          expect(rows[0].m).toBe(n)
          return n % 5 === 0 ? n : Number(rows[0].n)
        } finally {
          client.release()
        }
      }
      const values = Array.from({ length: 60 }, (_, i) => i)
      expect(await Promise.all(values.map(transaction))).toEqual(values)
      // No transaction was left open on the shared backend.
      expect(db.isInTransaction()).toBe(false)
      expect((await pipelined.query(`select current_setting('app.n', true) as n`)).rows[0].n || '').toBe('')
    } finally {
      await pipelined.end()
    }
  })

  it('rolls back the open transaction of a connection that drops, and lets the others go on', async () => {
    await pool.query('create table if not exists dropped (n int)')
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${wire.port}/postgres` })
    client.on('error', () => undefined)
    await client.connect()
    await client.query('begin')
    await client.query('insert into dropped values (1)')
    const waiting = pool.query<{ count: number }>('select count(*)::int as count from dropped')
    ;(client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy()
    expect((await waiting).rows[0].count).toBe(0)
  })
})
