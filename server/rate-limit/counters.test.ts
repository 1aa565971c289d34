import { describe, expect, it } from 'vitest'
import { Counters, type SharedRow } from './counters.js'
import { batchOf } from './window.js'

/** The shared table as the flush statement treats it (store.ts), in memory. */
function sharedTable() {
  const rows = new Map<string, SharedRow>()
  const flush = async (batch: SharedRow[]) =>
    batch.map(({ key, windowStart, hits }) => {
      const r = rows.get(key)
      const next =
        !r || r.windowStart < windowStart
          ? { key, windowStart, hits }
          : r.windowStart === windowStart
            ? { ...r, hits: r.hits + hits }
            : r
      rows.set(key, next)
      return next
    })
  return { rows, flush }
}

const takes = (quota: number) => [{ name: 'token' as const, key: 'token:1', quota }]

describe('rate-limit counters', () => {
  it('counts down, refuses at the quota without counting the refusal, and starts over in the next window', async () => {
    let now = 60_000
    const c = new Counters(sharedTable().flush, 60, undefined, () => now)
    await c.ready(['token:1'])
    const remaining = [1, 2, 3].map(() => c.take(takes(3)).states[0].remaining)
    expect(remaining).toEqual([2, 1, 0])
    const refused = c.take(takes(3))
    expect(refused.admitted).toBe(false)
    expect(refused.states[0]).toMatchObject({ remaining: 0, resetSeconds: 60 })
    now = 120_000
    expect(c.ready(['token:1'])).toBeInstanceOf(Promise)
    expect(c.take(takes(3))).toMatchObject({ admitted: true, states: [{ remaining: 2 }] })
  })

  it('a request under two policies is refused by the tighter and counts against neither', async () => {
    const c = new Counters(sharedTable().flush, 60, undefined, () => 0)
    const both = [
      { name: 'token' as const, key: 'token:1', quota: 5 },
      { name: 'tenant' as const, key: 'tenant:1', quota: 1 },
    ]
    await c.ready(both.map((t) => t.key))
    expect(c.take(both).admitted).toBe(true)
    expect(c.take(both)).toMatchObject({ admitted: false, states: [{ remaining: 4 }, { remaining: 0 }] })
  })

  it('two servers share one count through the table, each reading it before its first admission', async () => {
    const table = sharedTable()
    const a = new Counters(table.flush, 60, undefined, () => 0)
    const b = new Counters(table.flush, 60, undefined, () => 0)
    await a.ready(['token:1'])
    for (let i = 0; i < 3; i++) a.take(takes(5))
    await a.flush()
    expect(table.rows.get('token:1')?.hits).toBe(3)
    await b.ready(['token:1'])
    expect(b.take(takes(5)).states[0].remaining).toBe(1)
    await b.flush()
    expect(b.take(takes(5)).states[0].remaining).toBe(0)
    expect(b.take(takes(5)).admitted).toBe(false)
  })

  it('two servers flushing as they go never pass the quota by more than a batch each', async () => {
    const table = sharedTable()
    const servers = [0, 1].map(() => new Counters(table.flush, 60, undefined, () => 0))
    for (const s of servers) await s.ready(['token:1'])
    let admitted = 0
    // Interleaved, each flushing only when its batch fills (as take() starts it), awaited here.
    for (let i = 0; i < 400; i++)
      for (const s of servers) {
        if (s.take(takes(100)).admitted) admitted++
        await s.flush()
      }
    expect(admitted).toBeGreaterThanOrEqual(100)
    expect(admitted).toBeLessThanOrEqual(100 + 2 * batchOf(100))
  })

  it('with the database gone, limits on its own counts and keeps them for the next flush', async () => {
    let fail = true
    const table = sharedTable()
    const errors: unknown[] = []
    const c = new Counters(
      (rows) => (fail ? Promise.reject(new Error('down')) : table.flush(rows)),
      60,
      (e) => errors.push(e),
      () => 0,
    )
    await c.ready(['token:1'])
    c.take(takes(10))
    c.take(takes(10))
    expect(errors).toHaveLength(1)
    fail = false
    await c.tick()
    expect(table.rows.get('token:1')?.hits).toBe(2)
  })
})
