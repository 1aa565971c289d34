import fs from 'node:fs'
import path from 'node:path'
import { familyOf, type RecordedAnswer } from './answer-capture-keys.js'

const RERECORD = 're-record with npm run record-answers'

/** Keys sorted, and each answer's fields too: a diff shows only what changed, where it changed. */
function fileText(entries: [string, RecordedAnswer][]): string {
  const sorted = Object.fromEntries(
    entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))]),
  )
  return `${JSON.stringify(sorted, null, 2)}\n`
}

/** Every recorded answer of one database's folder (`tests/fixtures/answers/<database>/`), by key. */
export function readFixture(dir: string): Map<string, RecordedAnswer & { file: string }> {
  const out = new Map<string, RecordedAnswer & { file: string }>()
  if (!fs.existsSync(dir)) return out
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const entries = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<
      string,
      RecordedAnswer
    >
    for (const [key, answer] of Object.entries(entries)) out.set(key, { ...answer, file })
  }
  return out
}

/**
 * Writes the answers one file per route family, rewriting only files whose text changed and
 * removing families no longer answered. Returns what moved against the files it replaced.
 */
export function writeFixture(dir: string, answers: Map<string, RecordedAnswer>): string {
  const before = readFixture(dir)
  const families = new Map<string, [string, RecordedAnswer][]>()
  for (const [key, a] of answers) {
    const file = `${familyOf(key)}.json`
    families.set(file, [...(families.get(file) ?? []), [key, a]])
  }
  fs.mkdirSync(dir, { recursive: true })
  for (const file of fs.readdirSync(dir))
    if (file.endsWith('.json') && !families.has(file)) fs.rmSync(path.join(dir, file))
  for (const [file, entries] of families) {
    const text = fileText(entries)
    const at = path.join(dir, file)
    if (!fs.existsSync(at) || fs.readFileSync(at, 'utf8') !== text) fs.writeFileSync(at, text)
  }
  const { added, changed, removed } = compare(before, answers)
  return (
    `${answers.size} answers in ${families.size} files: ` +
    `${added.length} added, ${changed.length} changed, ${removed.length} removed`
  )
}

/** Where a recorded answer and today's first part: the field and a few characters around it. */
function firstDifference(want: RecordedAnswer, got: RecordedAnswer): string {
  for (const k of ['url', 'sent', 'status', 'contentType'] as const)
    if (want[k] !== got[k]) return `${k}: recorded ${want[k]}, now ${got[k]}`
  let i = 0
  while (i < want.body.length && want.body[i] === got.body[i]) i++
  const around = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 60), i + 60))
  return `body differs at byte ${i}:\n  recorded ${around(want.body)}\n  now      ${around(got.body)}`
}

const same = (a: RecordedAnswer, b: RecordedAnswer) =>
  a.url === b.url &&
  a.sent === b.sent &&
  a.status === b.status &&
  a.contentType === b.contentType &&
  a.body === b.body

/** Today's answers against the recorded ones: each kind of difference, one message per key. */
export function compare(
  recorded: Map<string, RecordedAnswer & { file?: string }>,
  now: Map<string, RecordedAnswer>,
) {
  const added: string[] = []
  const changed: string[] = []
  const removed: string[] = []
  for (const [key, got] of now) {
    const want = recorded.get(key)
    if (!want) added.push(`${key}\n  new answer: ${RERECORD} (it adds this entry and moves no other)`)
    else if (!same(want, got)) changed.push(`${key}\n${firstDifference(want, got)}`)
  }
  for (const [key, want] of recorded)
    if (!now.has(key))
      removed.push(
        `${key}\n  recorded in ${want.file ?? 'the fixture'} but no longer asked or answered ` +
          `(route or request removed): ${RERECORD}`,
      )
  return { added, changed, removed }
}
