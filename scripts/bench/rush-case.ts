/**
 * The ticket rush (issue 21): 1,000 buyers at once for the last 500 places of a standing section,
 * each asking for one ticket through the API on PostgreSQL. Exactly 500 must be sold and the other
 * 500 refused with 409 ticket.notAvailable; the figure is tickets sold per second from the first
 * request to the last answer (the refusals are inside that time). Budget in budgets.ts.
 */
import http from 'node:http'
import type { CaseResult } from './api-cases.js'
import { percentile, processCpuMs } from './metrics.js'
import type { BenchServer } from './server.js'

export const RUSH_BUYERS = 1000
export const RUSH_PLACES = 500

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

export async function rushCase(server: BenchServer, token: string): Promise<CaseResult> {
  const tag = Date.now().toString(36)
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
  console.log(
    `bench: rush ${RUSH_BUYERS} buyers for ${RUSH_PLACES} places: ${sold} sold, ${refused} refused in ${seconds.toFixed(2)} s`,
  )
  return {
    key: 'ticket-rush',
    name: `ticket rush (${RUSH_BUYERS} buyers, ${RUSH_PLACES} places): tickets sold/s`,
    requestsPerSec: Math.round(sold / seconds),
    p50: Math.round(percentile(ms, 50)),
    p99: Math.round(percentile(ms, 99)),
    serverCpuMsPerRequest: Math.round((cpu / RUSH_BUYERS) * 100) / 100,
    statements: undefined,
    errors: RUSH_BUYERS - sold - refused + (wrong ? 1 : 0),
  }
}
