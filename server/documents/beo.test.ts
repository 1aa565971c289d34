import { describe, expect, it } from 'vitest'
import { beoChanges, beoTables, type BeoLine } from './beo.js'

const line = (key: string, text: string, day = '2026-12-01'): BeoLine => ({ key, day, section: 'menu', text })

describe('banquet event order revisions', () => {
  it('tells added, changed and removed lines by their key', () => {
    const before = [line('menu:1', '80x Risoto'), line('menu:2', '10x Café')]
    const after = [line('menu:1', '95x Risoto'), line('menu:3', '200x Brigadeiro')]
    expect(beoChanges(before, after).map((c) => [c.kind, c.key, c.before, c.after])).toEqual([
      ['CHANGED', 'menu:1', '80x Risoto', '95x Risoto'],
      ['ADDED', 'menu:3', '', '200x Brigadeiro'],
      ['REMOVED', 'menu:2', '10x Café', ''],
    ])
    expect(beoChanges(after, after)).toEqual([])
  })

  it('marks the changed lines of the table and says when there is no previous revision', () => {
    const lines = [line('menu:1', 'a'), line('menu:2', 'b', '')]
    const t = (k: string) => k.split('.').pop()!
    const marked = beoTables(lines, beoChanges([line('menu:1', 'a')], lines), t)
    expect(marked.lines.marked).toEqual([1])
    expect(marked.lines.rows[1]).toEqual(['allDays', 'menu', 'b', 'ADDED'])
    expect(beoTables(lines, null, t).changes.rows).toEqual([['firstRevision', '', '', '', '']])
  })
})
