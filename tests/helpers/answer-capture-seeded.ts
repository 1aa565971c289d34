import type { FastifyInstance } from 'fastify'
import { reportCatalogue } from '../../server/reports/catalogue.js'
import { answerOf, type CapturedAnswer, type ObserveAnswer } from './answer-capture.js'
import { bearer } from './auth.js'
import { at } from './events.js'
import type { MatrixFixture } from './matrix-fixture.js'

const KINDS = [
  'environment',
  'equipment',
  'meal',
  'menu',
  'room-service',
  'department',
  'payment',
  'commission',
  'discount',
  'requester',
  'follow-up',
  'programming',
  'attachment',
]

/**
 * The route a call reaches, as Fastify registers it: each parameter's value in the path is put
 * back as its name (`/events/event/7/summary` → `/events/event/:id/summary`).
 */
function routeOf(app: FastifyInstance, method: string, url: string): string {
  const path = url.split('?')[0]
  const found = app.findRoute({ method: method as 'GET', url: path })
  if (!found) return `${method} ${path}`
  const segs = path.split('/')
  let from = 0
  for (const [name, value] of Object.entries(found.params as Record<string, string>)) {
    if (name === '*') continue
    const at = segs.findIndex((s, i) => i >= from && decodeURIComponent(s) === value)
    if (at < 0) continue
    segs[at] = `:${name}`
    from = at + 1
  }
  return `${method} ${segs.join('/')}`
}

/**
 * The demo tenant's own data as its admin reads it, before the matrix's calls change anything:
 * every registry's pages, records and autocomplete, the seeded events with their sub-items,
 * money, documents and audit, the diary and calendars over a fixed window, and every report's data.
 * Lists name their sort, so the order is the API's promise and not the database's whim.
 */
export async function captureSeeded(
  app: FastifyInstance,
  f: MatrixFixture,
  observe?: ObserveAnswer,
): Promise<CapturedAnswer[]> {
  const who = f.adminA.tokens
  const out: CapturedAnswer[] = []
  const ask = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const asker = {
      route: routeOf(app, method, url),
      phase: 'seeded' as const,
      who: 'A' as const,
      tokens: who,
    }
    out.push(await answerOf(app, f.marker, asker, { url, payload }, observe))
    return out.at(-1)!
  }
  const get = (url: string) => ask('GET', url)
  const post = (url: string, payload: unknown) => ask('POST', url, payload)
  for (const s of app.registrySchemas) {
    const base = s['x-resource'].endpoint.replace(/\/$/, '')
    await get(`${base}?page=0&size=5&sort=id,asc`)
    await get(`${base}?page=1&size=2&sort=id,desc`)
    await get(`${base}/autocomplete?name=a&page=0`)
    const first = (
      await app.inject({ url: `${base}?page=0&size=1&sort=id,asc`, headers: bearer(who) })
    ).json()
    if (first.content?.[0]) await get(`${base}/${first.content[0].id}`)
  }
  const list = await post('/events/event/list-events?page=0&size=6&sort=id,asc', {})
  const events = (JSON.parse(list.body).content ?? []) as { id: number }[]
  for (const { id } of events) {
    await get(`/events/event/${id}`)
    await get(`/events/event/${id}/summary`)
    await get(`/events/event/audit?eventId=${id}`)
    for (const kind of KINDS) await get(`/events/event/${id}/${kind}`)
    await get(`/events/event/${id}/event-accommodation`)
    await get(`/events/event/${id}/document`)
    await get(`/events/event/${id}/badge`)
    await get(`/events/event/${id}/kanban-checklist`)
    await get(`/events/event/programming/event?eventId=${id}&type=BY_DATE`)
  }
  const [start, end] = [at(-40, 0).slice(0, 10), at(120, 0).slice(0, 10)]
  await get(`/events/diary?start=${start}&end=${end}`)
  await get(`/events/event/calendar?start=${start}&end=${end}`)
  await get(`/events/reservation-timeline?start=${start}&end=${end}`)
  await get(`/events/availability-map?start=${start}&end=${end}`)
  await get(`/events/event/dashboard`)
  await get(`/events/dashboard/sales`)
  await post('/events/event/totals/NEW,NEGOTIATION,CONFIRMED,CANCELED', {})
  for (const type of reportCatalogue().keys()) await post(`/events/report/${type}/data`, {})
  await get('/events/configuration')
  await get('/events/establishment')
  await get('/events/establishment-user')
  await get('/events/events-users?page=0&size=20&sort=id,asc')
  await get('/events/currency-company/active')
  await get('/events/kanban')
  await get('/health')
  return out
}
