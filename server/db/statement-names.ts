import { createHash } from 'node:crypto'

/** A statement starting with PREPARED is sent as a named statement on every database (prepared.ts). */
export const PREPARED = '/* prepared */ '

/** Bound on distinct opted-in texts (filter combinations could make many): past it, unnamed. */
const MAX_STATEMENTS = 200
/**
 * On the embedded database every repeated statement is named (`auto`), up to this many texts. Its
 * one backend plans each unnamed statement again, with a file-size call per relation and index it
 * touches (a system call each), so planning was more than half its work while the demo seed wrote
 * its events: the seed's ~300 distinct texts, named, took PGlite's CPU from 32 to 14 s (issue 50,
 * docs/bench.md "Demo ready"). Texts are counted before they are named, so one that comes once
 * (a migration, a report's one-off filter) takes no slot in the session.
 */
const MAX_AUTO_STATEMENTS = 1000
const MAX_SEEN = 10_000

const names = new Map<string, string>()
let autoNamed = 0
const seen = new Set<string>()

/**
 * What cannot or need not be a named statement: several statements in one text (the simple
 * protocol's, such as withTenant's BEGIN and settings), and transaction control.
 */
const NOT_NAMED =
  /^\s*(begin|commit|rollback|savepoint|release|start|end|abort|prepare|deallocate|discard|set|reset|listen|unlisten)\b/i

const hashName = (text: string) => `ed_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`

/**
 * The name a text goes under, or undefined to send it unnamed. `auto`: every text that repeats
 * (the embedded database); otherwise only those that opt in with PREPARED.
 */
export function statementName(text: string, auto = false): string | undefined {
  const known = names.get(text)
  if (known) return known
  if (text.startsWith(PREPARED)) {
    if (names.size - autoNamed >= MAX_STATEMENTS) return undefined
    const name = hashName(text)
    names.set(text, name)
    return name
  }
  if (!auto || autoNamed >= MAX_AUTO_STATEMENTS || text.includes(';') || NOT_NAMED.test(text))
    return undefined
  if (!seen.has(text)) {
    if (seen.size < MAX_SEEN) seen.add(text)
    return undefined
  }
  seen.delete(text)
  const name = hashName(text)
  names.set(text, name)
  autoNamed++
  return name
}
