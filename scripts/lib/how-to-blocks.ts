/**
 * The machine-readable steps of docs/how-to/*.md (scripts/follow-how-tos.ts): the same fenced
 * blocks a person reads, so a page cannot say one thing while CI checks another. Kinds, by the
 * block's info string:
 * - `<lang> file=<path>`: a new file with the block as its content;
 * - `diff file=<path>`: an edit of an existing file, hunks of ` ` (context), `-` and `+` lines
 *   separated by `@@`; the context and `-` lines must appear exactly once in the file;
 * - `json locales`: `{"pt-BR": {...}, "es": {...}, "en-us": {...}}` merged with scripts/locale-add.ts;
 * - `shell follow`: commands, one a line, run from the repository's root;
 * - `text files`: the files the how-to changes, `hand <path>` or `generate <path>`.
 * Any other block (```bash, ```json without `file=`) is prose and is not run.
 * A path's `NNNN` is the next free migration number, as the page tells its reader to take: a
 * number written on the page would be taken by the next real migration.
 */
import fs from 'node:fs'
import path from 'node:path'

export type Block =
  | { kind: 'file'; path: string; text: string }
  | { kind: 'diff'; path: string; text: string }
  | { kind: 'locales'; text: string }
  | { kind: 'shell'; commands: string[] }
  | { kind: 'files'; claims: { who: 'hand' | 'generate'; path: string }[] }

const fence = /^(\s*)```(\S*)(.*)$/

/** One more than the highest migration number of the tree at `root` (server/db/migrations). */
export function nextMigrationNumber(root: string): string {
  const numbers = fs
    .readdirSync(path.join(root, 'server/db/migrations'))
    .flatMap((f) => /^(\d{4})_/.exec(f)?.[1] ?? [])
    .map(Number)
  return String(Math.max(0, ...numbers) + 1).padStart(4, '0')
}

/** The blocks of a page, `NNNN` in a path read as `migration` (the follow's next number). */
export function parseBlocks(markdown: string, migration = 'NNNN'): Block[] {
  const at = (p: string) => p.replaceAll('NNNN', migration)
  const lines = markdown.split('\n')
  const blocks: Block[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = fence.exec(lines[i])
    if (!open) continue
    const [, indent, lang, rest] = open
    const body: string[] = []
    for (i++; i < lines.length && !/^\s*```\s*$/.test(lines[i]); i++) body.push(lines[i].slice(indent.length))
    const text = body.join('\n') + '\n'
    const named = /\bfile=(\S+)/.exec(rest)?.[1]
    const file = named && at(named)
    const words = rest.trim().split(/\s+/)
    if (lang === 'diff' && file) blocks.push({ kind: 'diff', path: file, text })
    else if (file) blocks.push({ kind: 'file', path: file, text })
    else if (lang === 'json' && words.includes('locales')) blocks.push({ kind: 'locales', text })
    else if (lang === 'shell' && words.includes('follow'))
      blocks.push({
        kind: 'shell',
        commands: body.map((l) => l.trim()).filter((l) => l && !l.startsWith('#')),
      })
    else if (lang === 'text' && words.includes('files'))
      blocks.push({
        kind: 'files',
        claims: body
          .map((l) => l.trim().split(/\s+/))
          .filter((w) => w[0])
          .map(([who, file]) => {
            if ((who !== 'hand' && who !== 'generate') || !file)
              throw new Error(`files block: "${who} ${file}"`)
            return { who, path: at(file) }
          }),
      })
  }
  return blocks
}

/** Applies a `diff` block's hunks to `source`; throws naming the hunk that does not apply once. */
export function applyDiff(source: string, diff: string, name: string): string {
  let out = source
  const hunks = diff.trimEnd().split(/^@@.*$/m)
  for (const hunk of hunks) {
    const lines = hunk.split('\n')
    while (lines.length && lines[0] === '') lines.shift()
    while (lines.length && lines[lines.length - 1] === '') lines.pop()
    if (!lines.length) continue
    // An empty line is an empty context line (editors drop the space in front of it).
    for (let i = 0; i < lines.length; i++) if (lines[i] === '') lines[i] = ' '
    const before = lines.filter((l) => !l.startsWith('+')).map((l) => l.slice(1))
    const after = lines.filter((l) => !l.startsWith('-')).map((l) => l.slice(1))
    const find = before.join('\n')
    const at = out.indexOf(find)
    if (at < 0 || out.indexOf(find, at + 1) >= 0)
      throw new Error(`${name}: the hunk's lines occur ${at < 0 ? 'nowhere' : 'more than once'}:\n${find}`)
    out = out.slice(0, at) + after.join('\n') + out.slice(at + find.length)
  }
  return out
}
