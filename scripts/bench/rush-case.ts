/**
 * The ticket rush (issue 21): 1,000 buyers at once for the last 500 places of a standing section,
 * each asking for one ticket through the API on PostgreSQL. Exactly 500 must be sold and the other
 * 500 refused with 409 ticket.notAvailable; the figure is tickets sold per second from the first
 * request to the last answer (the refusals are inside that time). Budget in budgets.ts.
 *
 * A box office opens its sales on a server that has been up for hours, not one that never ran the
 * sale path, so the judged figure is the median of RUSH_MEASURED rushes that follow RUSH_WARM_UPS
 * identical ones, each on a box office of its own. V8 tiers the HTTP, Fastify and sale code up over
 * its first few thousand calls: on this machine successive rushes on one server measured 825, 931,
 * 1,462, 1,787, 2,086 and 2,461 tickets/s (0.51 → 0.16 ms server CPU per request); one warm-up was
 * not enough. Every rush, warm-ups included, must sell exactly 500 and refuse 500, and each one's
 * figure is printed, the cold first one too.
 */
import http from 'node:http'
import type { CaseResult } from './api-cases.js'
import { percentile, processCpuMs } from './metrics.js'
import type { BenchServer } from './server.js'

export const RUSH_BUYERS = 1000
export const RUSH_PLACES = 500
export const RUSH_WARM_UPS = 4
export const RUSH_MEASURED = 5
let rushCount = 0

/** One JSON call; `agent` gives each rush buyer a socket of its own. */
function call(base: string, token: string, method: string, path: string, body?: unknown, agent?: http.Agent) {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise<{ status: number; body: Record<string, unknown> | null }>((resolve, reject) => {
    const req = http.request(
      base + path,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (text += c))
        res.on('end', () => {
          let parsed: Record<string, unknown> | null = null
          try {
            parsed = JSON.parse(text)
          } catch {
            parsed = null
          }
          resolve({ status: res.statusCode ?? 0, body: parsed })
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

interface Rush {
  sold: number
  refused: number
  seconds: number
  cpu: number
  ms: number[]
  wrong: boolean
}

/** One rush on a box office of its own; `wrong` when the sale did not come out exactly. */
async function rush(server: BenchServer, token: string): Promise<Rush> {
  const tag = `${Date.now().toString(36)}-${++rushCount}`
  const type = await call(server.base, token, 'POST', '/events/section-type/', {
    name: `Rush ${tag}`,
    batches: [{ name: 'Lote único', price: 100, quantity: RUSH_BUYERS }],
  })
  const office = await call(server.base, token, 'POST', '/events/box-office', {
    name: `Rush ${tag}`,
    startDate: '2030-01-01T20:00:00',
    endDate: '2030-01-01T23:00:00',
    sections: [
      { name: 'Pista', kind: 'STANDING', capacity: RUSH_PLACES, sectionType: { id: type.body!.id } },
    ],
  })
  if (office.status !== 201)
    throw new Error(`rush: box office ${office.status} ${JSON.stringify(office.body)}`)
  const officeId = office.body!.id as number
  const sectionId = (office.body!.sections as { id: number }[])[0].id
  const sale = (i: number) => ({
    buyer: { name: `Comprador ${i}`, email: `buyer${i}@example.com` },
    paymentMethod: 'PIX',
    tickets: [{ section: { id: sectionId }, person: { name: `Pessoa ${i}` } }],
  })
  // Every buyer on a socket of its own, all at once: the database, not the client, queues them.
  const agent = new http.Agent({ keepAlive: false, maxSockets: RUSH_BUYERS })
  const cpuBefore = processCpuMs(server.pid)
  const started = performance.now()
  const answers = await Promise.all(
    Array.from({ length: RUSH_BUYERS }, async (_, i) => {
      const t0 = performance.now()
      const r = await call(server.base, token, 'POST', `/events/box-office/${officeId}/sale`, sale(i), agent)
      return { ...r, ms: performance.now() - t0 }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const cpu = processCpuMs(server.pid) - cpuBefore
  agent.destroy()
  const sold = answers.filter((a) => a.status === 201).length
  const refused = answers.filter((a) => a.status === 409 && a.body?.message === 'ticket.notAvailable').length
  const stock = await call(server.base, token, 'GET', `/events/box-office/${officeId}/availability`)
  const counted = (stock.body as unknown as { sold: number }[])[0].sold
  const wrong = sold !== RUSH_PLACES || refused !== RUSH_BUYERS - RUSH_PLACES || counted !== RUSH_PLACES
  if (wrong)
    console.error(
      `bench: rush sold ${sold}, refused ${refused}, section counter ${counted}: expected ${RUSH_PLACES}`,
    )
  const ms = answers.map((a) => a.ms).sort((x, y) => x - y)
  return { sold, refused, seconds, cpu, ms, wrong }
}

const perSecond = (r: Rush) => Math.round(r.sold / r.seconds)

export async function rushCase(server: BenchServer, token: string): Promise<CaseResult> {
  const rushes: Rush[] = []
  for (let i = 0; i < RUSH_WARM_UPS + RUSH_MEASURED; i++) {
    const r = await rush(server, token)
    rushes.push(r)
    const what = i < RUSH_WARM_UPS ? `warm-up rush ${i + 1} (not judged)` : `rush ${i - RUSH_WARM_UPS + 1}`
    console.log(
      `bench: ${what}, ${RUSH_BUYERS} buyers for ${RUSH_PLACES} places: ${r.sold} sold, ${r.refused} refused in ${r.seconds.toFixed(2)} s (${perSecond(r)} tickets/s, ${(r.cpu / RUSH_BUYERS).toFixed(2)} ms server CPU per request)`,
    )
  }
  const measured = rushes.slice(RUSH_WARM_UPS).sort((a, b) => perSecond(a) - perSecond(b))
  const median = measured[Math.floor(measured.length / 2)]
  return {
    key: 'ticket-rush',
    name: `ticket rush (${RUSH_BUYERS} buyers, ${RUSH_PLACES} places): tickets sold/s, median of ${RUSH_MEASURED} on a warm server`,
    requestsPerSec: perSecond(median),
    p50: Math.round(percentile(median.ms, 50)),
    p99: Math.round(percentile(median.ms, 99)),
    serverCpuMsPerRequest: Math.round((median.cpu / RUSH_BUYERS) * 100) / 100,
    statements: undefined,
    // Any rush that did not sell exactly its places fails the case, warm-ups included.
    errors: rushes.reduce((n, r) => n + (RUSH_BUYERS - r.sold - r.refused) + (r.wrong ? 1 : 0), 0),
  }
}
