/**
 * Issue 39: the event list and a booking write through HAProxy with one and then two servers on
 * the bench database, side by side. On two cores little gain is expected (both servers and
 * PostgreSQL share them); the figures show that nothing breaks and what a second server costs.
 * `npm run bench -- --only cluster`; needs Debian's haproxy (scripts/ensure-haproxy.sh).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startHaProxy } from '../../tests/helpers/haproxy.js'
import { adminToken, load } from './api-cases.js'
import { startServer, type BenchServer } from './server.js'

export interface ClusterRow {
  servers: number
  case: string
  requestsPerSec: number
  p50: number
  p99: number
  errors: number
}

const DAY = 86_400_000
/** Bookings per run: each on an event of its own and a day of its own, so none waits for another. */
const BOOKINGS = 600
const CONNECTIONS = 10

async function json(base: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<any>
}

/** One event per booking, each on its own day years ahead (`run` keeps the runs' days apart). */
async function makeEvents(base: string, token: string, run: number) {
  const first = Date.UTC(2031, 0, 1) + run * BOOKINGS * DAY
  const days = Array.from({ length: BOOKINGS }, (_, i) =>
    new Date(first + i * DAY).toISOString().slice(0, 10),
  )
  const events: { id: number; version: number; day: string }[] = []
  for (let i = 0; i < days.length; i += CONNECTIONS) {
    const made = await Promise.all(
      days.slice(i, i + CONNECTIONS).map(async (day) => {
        const e = await json(base, token, 'POST', '/events/event/', {
          name: `Bench cluster ${day}`,
          startDate: `${day}T08:00:00`,
          endDate: `${day}T18:00:00`,
        })
        return { id: e.id as number, version: e.version as number, day }
      }),
    )
    events.push(...made)
  }
  return events
}

async function bookingWrite(base: string, token: string, run: number) {
  const rooms = (await json(base, token, 'GET', '/events/environment?page=0&size=50')).content as {
    id: number
  }[]
  const events = await makeEvents(base, token, run)
  let next = 0
  const r = await autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: events.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const e = events[next]
          const room = rooms[next++ % rooms.length]
          return {
            ...req,
            path: `/events/event/${e.id}/environment`,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              eventVersion: e.version,
              environment: { id: room.id },
              startDateHour: `${e.day}T08:00:00`,
              endDateHour: `${e.day}T18:00:00`,
              assemblyEnd: `${e.day}T09:00:00`,
            }),
          }
        },
      },
    ],
  })
  return {
    requestsPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  }
}

export async function runClusterCase(databaseUrl: string, duration: number): Promise<ClusterRow[]> {
  const rows: ClusterRow[] = []
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-bench-files-'))
  try {
    for (const count of [1, 2]) {
      const servers: BenchServer[] = []
      try {
        for (let i = 0; i < count; i++)
          servers.push(await startServer({ DATABASE_URL: databaseUrl, SEED: 'demo', FILES_DIR: filesDir }))
        const proxy = await startHaProxy(servers.map((s) => ({ port: Number(new URL(s.base).port) })))
        try {
          const token = await adminToken(proxy.baseUrl)
          const list = await load(proxy.baseUrl, {
            method: 'POST',
            path: '/events/event/list-events?page=0&size=20&sort=id,desc',
            body: {},
            token,
            connections: CONNECTIONS,
            duration,
          })
          rows.push({ servers: count, case: `event list @${CONNECTIONS}`, ...list })
          const write = await bookingWrite(proxy.baseUrl, token, count)
          rows.push({ servers: count, case: `booking write @${CONNECTIONS} (${BOOKINGS})`, ...write })
        } finally {
          await proxy.stop()
        }
      } finally {
        await Promise.all(servers.map((s) => s.stop()))
      }
    }
  } finally {
    fs.rmSync(filesDir, { recursive: true, force: true })
  }
  return rows
}

export function printCluster(rows: ClusterRow[]) {
  console.log('\nbench: through HAProxy, one server then two on the same database')
  console.table(rows)
}
