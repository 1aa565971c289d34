import { describe, expect, it } from 'vitest'
import { DiaryCache } from './diary-cache.js'

describe('DiaryCache', () => {
  it('serves an answer only at the version it was read at', () => {
    const cache = new DiaryCache()
    cache.set('t1|week', '5:100', '{"a":1}')
    expect(cache.get('t1|week', '5:100')).toBe('{"a":1}')
    expect(cache.get('t1|week', '6:101')).toBeUndefined()
    expect(cache.get('t2|week', '5:100')).toBeUndefined()
    cache.set('t1|week', '6:101', '{"a":2}')
    expect(cache.get('t1|week', '5:100')).toBeUndefined()
    expect(cache.get('t1|week', '6:101')).toBe('{"a":2}')
  })

  it('lets the least recently used go past 32 MB, and keeps nothing over a quarter of it', () => {
    const cache = new DiaryCache()
    const mb = 'x'.repeat(1024 * 1024)
    const body = mb.repeat(7)
    for (const k of ['a', 'b', 'c', 'd']) cache.set(k, '1', body)
    // 'a' used last: 'b' is the one to go when 'e' comes.
    expect(cache.get('a', '1')).toBe(body)
    cache.set('e', '1', body)
    expect(cache.get('b', '1')).toBeUndefined()
    expect(['a', 'c', 'd', 'e'].every((k) => cache.get(k, '1') === body)).toBe(true)
    cache.set('huge', '1', mb.repeat(9))
    expect(cache.get('huge', '1')).toBeUndefined()
  })

  it('shares one read between requests that found the same version, and a failed one is read again', async () => {
    const cache = new DiaryCache()
    let reads = 0
    const slow =
      (body: string, fail = false) =>
      () =>
        new Promise<{ version: string; body: string }>((resolve, reject) => {
          reads++
          setTimeout(() => (fail ? reject(new Error('gone')) : resolve({ version: '7:1', body })), 10)
        })
    const same = await Promise.all([cache.answer('k', '7:1', slow('A')), cache.answer('k', '7:1', slow('B'))])
    expect(same).toEqual(['A', 'A'])
    expect(reads).toBe(1)
    // Kept now: no read at all.
    expect(await cache.answer('k', '7:1', slow('C'))).toBe('A')
    expect(reads).toBe(1)
    // Another version or another key reads on its own.
    reads = 0
    await Promise.all([cache.answer('k', '8:1', slow('D')), cache.answer('j', '7:1', slow('E'))])
    expect(reads).toBe(2)
    // The first reader's failure is its own; the one waiting on it reads for itself.
    reads = 0
    const [failed, waited] = await Promise.allSettled([
      cache.answer('x', '9:1', slow('F', true)),
      cache.answer('x', '9:1', slow('G')),
    ])
    expect(failed.status).toBe('rejected')
    expect(waited).toEqual({ status: 'fulfilled', value: 'G' })
    expect(reads).toBe(2)
  })
})
