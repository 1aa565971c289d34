import type { Json } from './types.js'

/** The spec's programming types (§9): by date, by environment and date, by date and environment. */
export const PROGRAMMING_TYPES = ['BY_DATE', 'BY_ENVIRONMENT_AND_DATE', 'BY_DATE_AND_ENVIRONMENT'] as const
export type ProgrammingType = (typeof PROGRAMMING_TYPES)[number]

type Environment = { id: number; name?: string | null } | null
interface Entry {
  id: number
  date: string
  description: string
  environment: Environment
}
type Day = { date: string; entries: Entry[] }

const entryOf = (r: Json): Entry => ({
  id: r.id as number,
  date: String(r.date),
  description: String(r.description ?? ''),
  environment: (r.environment as Environment) ?? null,
})

/** Consecutive runs of `items` with the same key, in the order given (the caller sorted them). */
function runs<T, K>(items: T[], key: (t: T) => K, same: (a: K, b: K) => boolean = Object.is) {
  const out: { key: K; items: T[] }[] = []
  for (const item of items) {
    const k = key(item)
    const last = out[out.length - 1]
    if (last && same(last.key, k)) last.items.push(item)
    else out.push({ key: k, items: [item] })
  }
  return out
}

const day = (e: Entry) => e.date.slice(0, 10)
const byDay = (entries: Entry[]): Day[] => runs(entries, day).map((r) => ({ date: r.key, entries: r.items }))
const envName = (e: Entry) => e.environment?.name ?? ''
const sameEnv = (a: Environment, b: Environment) => (a?.id ?? null) === (b?.id ?? null)

/**
 * The programme of one type, grouped as its type says: by date → days; by environment and date →
 * environments (by name; entries without one last), each with its days; by date and environment →
 * days, each with its environments. Entries keep time order inside a group.
 */
export function groupProgramme(type: ProgrammingType, rows: Json[]) {
  const entries = rows
    .filter((r) => r.type === type)
    .map(entryOf)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
  if (type === 'BY_DATE') return byDay(entries)
  const byEnv = (list: Entry[]) =>
    [...list].sort(
      (a, b) =>
        Number(!a.environment) - Number(!b.environment) ||
        envName(a).localeCompare(envName(b)) ||
        (a.environment?.id ?? 0) - (b.environment?.id ?? 0) ||
        a.date.localeCompare(b.date) ||
        a.id - b.id,
    )
  if (type === 'BY_ENVIRONMENT_AND_DATE')
    return runs(byEnv(entries), (e) => e.environment, sameEnv).map((r) => ({
      environment: r.key,
      days: byDay(r.items),
    }))
  return runs(entries, day).map((d) => ({
    date: d.key,
    environments: runs(byEnv(d.items), (e) => e.environment, sameEnv).map((r) => ({
      environment: r.key,
      entries: r.items,
    })),
  }))
}
