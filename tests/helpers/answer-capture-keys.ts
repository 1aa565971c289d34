import type { CapturedAnswer } from './answer-capture.js'

/** An answer as a fixture file holds it, under its key. */
export type RecordedAnswer = Omit<CapturedAnswer, 'route' | 'who' | 'phase'>

/**
 * A path as the key names it: where the route has a parameter and the call sent a number, the
 * parameter's name stands instead (`/events/event/:id/summary`), so a row made earlier or later
 * in the run moves no key. Other values stay (`/events/report/sales/data`).
 */
function keyPath(pattern: string, path: string): string {
  const want = pattern.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return path
  return got.map((s, i) => (want[i].startsWith(':') && /^\d+$/.test(s) ? want[i] : s)).join('/')
}

/** A query as the key names it: ids (`eventId=7`, `tenant-id=2`) become `:id`; paging and dates stay. */
function keyQuery(query: string): string {
  return query
    .split('&')
    .map((p) => p.replace(/^(id|[^=]*(?:Id|_id|-id|ID))=\d+$/, '$1=:id'))
    .join('&')
}

/**
 * The answer's stable key: method and route, who asked (and whether on the seeded data, before
 * the matrix's writes), and the call's path and query where they say more than the route. It does
 * not depend on any other answer, so a new route or request adds keys and moves none.
 */
export function baseKey(a: CapturedAnswer): string {
  const [path, query] = a.url.split(/\?(.*)/s)
  const pattern = a.route.slice(a.route.indexOf(' ') + 1)
  const shown = keyPath(pattern, path)
  const rest = `${shown === pattern ? '' : shown}${query ? `?${keyQuery(query)}` : ''}`
  const who = a.phase === 'seeded' ? `${a.who}, seeded` : a.who
  return `${a.route} [${who}]${rest ? ` ${rest}` : ''}`
}

/**
 * Every answer under its key, in the order they were asked. Identical requests (the same read
 * before and after another one) get `#2`, `#3`… in their order, counted only among themselves.
 */
export function keyAnswers(answers: CapturedAnswer[]): Map<string, RecordedAnswer> {
  const out = new Map<string, RecordedAnswer>()
  const seen = new Map<string, number>()
  for (const a of answers) {
    const base = baseKey(a)
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    const { route: _route, who: _who, phase: _phase, ...recorded } = a
    out.set(n === 1 ? base : `${base} #${n}`, recorded)
  }
  return out
}

/**
 * The fixture file a key lives in: `/events/<family>/…` in `events.<family>.json`, other routes
 * by their first segment, so a diff names the route family that changed. The event's own
 * sub-resources (`/events/event/:id/…`, a third of all answers) have a file of their own.
 */
export function familyOf(key: string): string {
  const segs = key.split(' ')[1].split('/').filter(Boolean)
  const first = segs[0]?.replace(/^\*$/, '_any') ?? '_root'
  if (first !== 'events' || !segs[1] || segs[1].startsWith(':')) return first
  return segs[1] === 'event' && segs[2]?.startsWith(':') ? 'events.event.by-id' : `events.${segs[1]}`
}
