import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { bearer, type Tokens } from './auth.js'
import { drainJobs } from './jobs.js'
import type { MatrixCall, MatrixEntry } from './matrix-entries.js'
import type { MatrixFixture } from './matrix-fixture.js'

/** One answer as recorded: the request that got it, and what came back after `normalise`. */
export interface CapturedAnswer {
  /** The method and the route as Fastify registers it (`GET /events/event/:id`). */
  route: string
  /** Tenant A's admin, tenant B's admin (with A's ids), or no token. */
  who: 'A' | 'B' | 'anonymous'
  /** On the seeded data before any write, or in the matrix's run of every route. */
  phase: 'seeded' | 'matrix'
  /** The path and query called, after `normalise`. */
  url: string
  /** A short hash of the body sent, after `normalise` (a file upload: its type only). */
  sent?: string
  status: number
  contentType: string
  body: string
}

/**
 * Volatile values replaced in the raw body text, never by parsing and re-serialising it: a
 * serializer that reorders keys, drops a field, turns 1.5 into 1 or a number into a string still
 * shows. Dates keep their shape (digits become D), so a change of date format shows too.
 */
export function normalise(text: string, marker: string): string {
  return (
    text
      .replaceAll(marker, 'MARKER')
      .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<jwt>')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
      // Random secrets: refresh tokens, feed and signing tokens, file references.
      .replace(/(?<![\w-])[\w-]{32,}(?![\w-])/g, '<token>')
      // Ticket codes (16 letters and digits from a random source).
      .replace(/"[A-Z0-9]{16}"/g, '"<code>"')
      // How long a party took to answer, and the size of a PDF that holds its making time.
      .replace(/"durationMs":\d+/g, '"durationMs":<ms>')
      .replace(/(\.pdf","size":)\d+/g, '$1<bytes>')
      // Report file names carry their making minute (event-20261128-2315.csv).
      .replace(/-\d{8}-\d{4}\./g, '-<stamp>.')
      .replace(/\d{4}-\d\d-\d\d([T ]\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?)?/g, (d) =>
        d.replace(/\d/g, 'D'),
      )
      // Months (the sales dashboard's pace starts at this month): the run's month is not the
      // recording's. Their words ("dez. de 2026") follow the same rule below.
      .replace(/"\d{4}-\d\d"/g, '"DDDD-DD"')
      // A refused delete names up to five dependents the database picks (LIMIT without ORDER BY in
      // registries/dependencies.ts): on PostgreSQL the pick varies from run to run.
      .replace(/"dependencies":\[[^\]]*\]/g, '"dependencies":<picked by the database>')
      // Dates in words (18/12/2026), in the establishment's language.
      .replace(/\b\d\d\/\d\d\/\d{4}\b/g, 'DD/DD/DDDD')
      // iCalendar stamps (20261128T231200Z).
      .replace(/\b\d{8}T\d{6}Z?\b/g, (d) => d.replace(/\d/g, 'D'))
  )
}

const TEXT = /json|text|xml|javascript|calendar/

/** Sees each raw answer as it came, before `normalise` (documented-answers.ts checks it). */
export type ObserveAnswer = (a: {
  method: string
  url: string
  status: number
  contentType: string
  body: string
}) => void

/** What a call sent, short: a change of the request shows in the fixture beside its answer. */
function sentOf(payload: unknown, marker: string): string | undefined {
  if (payload === undefined) return undefined
  // A multipart body's boundary holds the clock; its file parts are checked by their answers.
  if (Buffer.isBuffer(payload)) return '<bytes>'
  const text = normalise(JSON.stringify(payload), marker)
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 12)
}

/** Who asked, and where: the parts of an answer's key that are not the call itself. */
export interface Asker {
  route: string
  phase: CapturedAnswer['phase']
  who: CapturedAnswer['who']
  tokens: Tokens | null
}

/** Fires one request and keeps its normalised answer; files are kept by type and size only. */
export async function answerOf(
  app: FastifyInstance,
  marker: string,
  asker: Asker,
  c: MatrixCall,
  observe?: ObserveAnswer,
): Promise<CapturedAnswer> {
  const method = asker.route.split(' ')[0] as 'GET'
  const res = await app.inject({
    method,
    url: c.url,
    headers: { ...(asker.tokens ? bearer(asker.tokens) : {}), ...c.headers },
    payload: c.payload as never,
  })
  const contentType = String(res.headers['content-type'] ?? '')
  observe?.({ method, url: c.url, status: res.statusCode, contentType, body: res.body })
  // Files (PDF, XLSX, images) carry their making time inside: no serializer touches them.
  const body = TEXT.test(contentType) ? normalise(res.body, marker) : `<${contentType || 'none'}>`
  // Work a call queued (reports, documents, webhooks) ends before the next call reads it.
  if (method !== 'GET') await drainJobs(app)
  const { route, phase, who } = asker
  const sent = sentOf(c.payload, marker)
  const url = normalise(c.url, marker)
  return { route, who, phase, url, ...(sent ? { sent } : {}), status: res.statusCode, contentType, body }
}

/** Reads first, then writes, deletes last (as the matrix does): each call sees what the ones before left. */
export const byMethod = (a: string, b: string) => {
  const order = (k: string) => ({ GET: 0, POST: 1, PUT: 2, DELETE: 3 })[k.split(' ')[0]] ?? 4
  return order(a) - order(b) || (a < b ? -1 : a > b ? 1 : 0)
}

/**
 * Every route's matrix call, as tenant A's admin (the answer a user gets) and as tenant B's admin
 * (an error answer or B's own data), in one fixed order. The OpenAPI document is left out: the
 * answers it describes are what this capture holds, and openapi.test.ts checks the document.
 */
export async function captureRoutes(
  app: FastifyInstance,
  f: MatrixFixture,
  keys: string[],
  entries: Map<string, MatrixEntry>,
  observe?: ObserveAnswer,
): Promise<CapturedAnswer[]> {
  const out: CapturedAnswer[] = []
  for (const key of [...keys].sort(byMethod)) {
    const e = entries.get(key)
    if (!e || key.startsWith('GET /docs')) continue
    // Writes send the event's current version, so they reach their success answer, not a stale 409.
    const now = await app.inject({ url: `/events/event/${f.event.id}`, headers: bearer(f.adminA.tokens) })
    if (now.statusCode === 200) f.event.version = now.json().version
    const c = e.call(f)
    const asker = { route: key, phase: 'matrix' as const }
    if (e.public)
      out.push(await answerOf(app, f.marker, { ...asker, who: 'anonymous', tokens: null }, c, observe))
    else {
      const answer = await answerOf(
        app,
        f.marker,
        { ...asker, who: 'A', tokens: f.adminA.tokens },
        c,
        observe,
      )
      out.push(answer)
      // A registry save moved the record's version: the next save of it sends the new one.
      if (e.saves && answer.status === 200)
        e.saves(f).version = (JSON.parse(answer.body) as { version: number }).version
      out.push(await answerOf(app, f.marker, { ...asker, who: 'B', tokens: f.otherAdmin }, c, observe))
    }
  }
  return out
}
