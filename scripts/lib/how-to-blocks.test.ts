import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { applyDiff, nextMigrationNumber, parseBlocks } from './how-to-blocks.js'

const page = [
  'Prose, then a step:',
  '',
  '1. Write it:',
  '',
  '   ```json file=schemas/x.json',
  '   { "a": 1 }',
  '   ```',
  '',
  '   ```diff file=common/list.ts',
  "      'b',",
  "   +  'c',",
  '    ]',
  '   ```',
  '',
  '```bash',
  'npm run record-answers',
  '```',
  '',
  '```shell follow',
  '# a comment',
  'npx tsx scripts/generate.ts',
  '```',
  '',
  '```text files',
  'hand schemas/x.json',
  'generate locales/es.json',
  '```',
].join('\n')

describe('how-to blocks', () => {
  it('reads the blocks a person reads, indented in a list or not; other blocks are prose', () => {
    expect(parseBlocks(page)).toEqual([
      { kind: 'file', path: 'schemas/x.json', text: '{ "a": 1 }\n' },
      { kind: 'diff', path: 'common/list.ts', text: "   'b',\n+  'c',\n ]\n" },
      { kind: 'shell', commands: ['npx tsx scripts/generate.ts'] },
      {
        kind: 'files',
        claims: [
          { who: 'hand', path: 'schemas/x.json' },
          { who: 'generate', path: 'locales/es.json' },
        ],
      },
    ])
  })

  it("reads a path's NNNN as the next free migration number the follow gives", () => {
    const migration =
      '```ts file=server/db/migrations/NNNN_x.ts\nx\n```\n```text files\nhand server/db/migrations/NNNN_x.ts\n```\n'
    expect(parseBlocks(migration, '0099')).toEqual([
      { kind: 'file', path: 'server/db/migrations/0099_x.ts', text: 'x\n' },
      { kind: 'files', claims: [{ who: 'hand', path: 'server/db/migrations/0099_x.ts' }] },
    ])
    const highest = fs
      .readdirSync('server/db/migrations')
      .filter((f) => /^\d{4}_/.test(f))
      .sort()
      .at(-1)!
    expect(Number(nextMigrationNumber('.'))).toBe(Number(highest.slice(0, 4)) + 1)
  })

  it('applies hunks found exactly once, and says which one does not apply', () => {
    const source = "export const list = [\n  'a',\n  'b',\n]\n"
    expect(applyDiff(source, "   'b',\n+  'c',\n ]\n", 'x')).toBe(
      "export const list = [\n  'a',\n  'b',\n  'c',\n]\n",
    )
    expect(applyDiff(source, "-  'a',\n+  'z',\n@@\n   'b',\n+  'c',\n", 'x')).toBe(
      "export const list = [\n  'z',\n  'b',\n  'c',\n]\n",
    )
    expect(() => applyDiff(source, "   'q',\n+  'c',\n", 'x')).toThrow(/x: the hunk's lines occur nowhere/)
    expect(() => applyDiff("  'a',\n  'a',\n", "   'a',\n+  'c',\n", 'x')).toThrow(/more than once/)
  })

  it('every how-to has steps the follow runs and says which files it changes', () => {
    const pages = fs.readdirSync('docs/how-to').filter((f) => f.endsWith('.md'))
    expect(pages.length).toBeGreaterThanOrEqual(5)
    for (const f of pages) {
      const kinds = parseBlocks(fs.readFileSync(`docs/how-to/${f}`, 'utf8')).map((b) => b.kind)
      expect(kinds, f).toContain('files')
      expect(kinds, f).toContain('shell')
    }
  })
})
