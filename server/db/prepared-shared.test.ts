import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from './connection.js'
import { PREPARED, statementName } from './prepared.js'

/** PGlite: the pool's connections share one session, so each names its statements by its slot. */
describe('named statements on the embedded database', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' })
  }, 120_000)
  afterAll(() => handle?.close(), 60_000)

  const text = `${PREPARED}select $1::int + 1 as n`
  // Read on a connection of the test's own, so the pool holds no idle one to hand out instead.
  // Only the text's own names: this read repeats, so it is named too (every repeated text is).
  const names = async (on: { query: DatabaseHandle['pool']['query'] }) =>
    (
      await on.query<{ name: string }>(
        `select name from pg_prepared_statements where name like $1 order by name`,
        [`${statementName(text)}\\_%`],
      )
    ).rows.map((r) => r.name.replace(/^ed_[0-9a-f]+/, ''))

  it('gives each live connection its own name, and a new connection in a slot reuses it', async () => {
    const [a, b] = [await handle.pool.connect(), await handle.pool.connect()]
    expect((await a.query(text, [1])).rows).toEqual([{ n: 2 }])
    expect((await b.query(text, [2])).rows).toEqual([{ n: 3 }])
    expect(await names(b)).toEqual(['_s0', '_s1'])
    // The connection ends; its statement stays in the session for the next one in its slot.
    a.release(true)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const c = await handle.pool.connect()
    expect((await c.query(text, [3])).rows).toEqual([{ n: 4 }])
    expect(await names(b)).toEqual(['_s0', '_s1'])
    b.release()
    c.release()
  })

  it('names every repeated statement, which answers as an unnamed one does, after an error too', async () => {
    const repeated = 'select $1::int * 2 as n'
    const client = await handle.pool.connect()
    try {
      for (const n of [1, 2, 3]) expect((await client.query(repeated, [n])).rows).toEqual([{ n: n * 2 }])
      const held = await client.query(
        `select count(*)::int as c from pg_prepared_statements where name like $1`,
        [`${statementName(repeated, true)}\\_%`],
      )
      expect(held.rows).toEqual([{ c: 1 }])
      // A transaction that fails and rolls back leaves the named statement usable.
      await client.query('begin')
      await expect(client.query('select 1 / $1::int as n', [0])).rejects.toThrow(/division by zero/)
      await client.query('rollback')
      expect((await client.query(repeated, [5])).rows).toEqual([{ n: 10 }])
    } finally {
      client.release()
    }
  })
})
