import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from './connection.js'
import { PREPARED } from './prepared.js'

/** PGlite: the pool's connections share one session, so each names its statements by its slot. */
describe('named statements on the embedded database', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' })
  }, 120_000)
  afterAll(() => handle?.close(), 60_000)

  const text = `${PREPARED}select $1::int + 1 as n`
  // Read on a connection of the test's own, so the pool holds no idle one to hand out instead.
  const names = async (on: { query: DatabaseHandle['pool']['query'] }) =>
    (
      await on.query<{ name: string }>(
        `select name from pg_prepared_statements where name like 'ed\\_%' order by name`,
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
})
