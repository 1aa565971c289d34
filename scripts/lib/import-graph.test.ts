import { describe, expect, it } from 'vitest'
import { fileCycle, type Import } from './import-graph.js'

const run = (from: string, to: string, typeOnly = false): Import => ({ from, to, typeOnly })

describe('a circle of files', () => {
  it('is found through run-time imports', () => {
    const circle = fileCycle([
      run('server/events/summary.ts', 'server/events/items/environment.ts'),
      run('server/events/items/environment.ts', 'server/events/money.ts'),
      run('server/events/money.ts', 'server/events/summary.ts'),
    ])
    expect(circle).toEqual([
      'server/events/summary.ts',
      'server/events/items/environment.ts',
      'server/events/money.ts',
      'server/events/summary.ts',
    ])
  })

  it('is not made by a type-only import or a test', () => {
    expect(fileCycle([run('a.ts', 'b.ts'), run('b.ts', 'a.ts', true)])).toBeUndefined()
    expect(fileCycle([run('a.ts', 'a.test.ts'), run('a.test.ts', 'a.ts')])).toBeUndefined()
  })

  it('counts type-only imports when asked (check-domains asks: a shared type goes in a file of its own)', () => {
    expect(fileCycle([run('a.ts', 'b.ts'), run('b.ts', 'a.ts', true)], true)).toEqual([
      'a.ts',
      'b.ts',
      'a.ts',
    ])
  })
})
