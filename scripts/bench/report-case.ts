/**
 * The report bench (issue 19): the event report over the 100,000 events of the REPORTBENCH tenant
 * to XLSX, from the request to GENERATED, with the server's resident memory sampled every 50 ms
 * (/proc/<pid>/status VmRSS). The growth is the highest sample less the one before asking: the job
 * streams batches into the file, so it must not grow with the row count. The file is then
 * downloaded and read back (one row per event plus the header). Budgets in budgets.ts.
 */
import fs from 'node:fs'
import os from 'node:os'
import ExcelJS from 'exceljs'
import { openDatabase } from '../../server/db/connection.js'
import { migrateToLatest } from '../../server/db/migrate.js'
import { seedDemoIfEmpty } from './demo-seed.js'
import { adminToken } from './api-cases.js'
import type { Judged } from './budgets.js'
import { ensureDatabase } from './database.js'
import { reportAccount, reportEvents, seedReport } from './seed-report.js'
import { startServer } from './server.js'

export interface ReportResult extends Judged {
  seconds: number
  rssGrowthMb: number
  rows: number
  fileMb: number
  loadAverage: string
}

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) / 1024 : 0
}
const round1 = (n: number) => Math.round(n * 10) / 10

export async function runReportCase(databaseUrl: string): Promise<ReportResult> {
  await ensureDatabase(databaseUrl)
  const handle = await openDatabase({ databaseUrl, dataDir: 'memory://' })
  try {
    await migrateToLatest(handle.db)
    await seedDemoIfEmpty(handle)
    await seedReport(handle.db)
  } finally {
    await handle.close()
  }
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED: 'demo' })
  try {
    const token = await adminToken(server.base, reportAccount)
    const call = (path: string, init: RequestInit = {}) =>
      fetch(server.base + path, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      })
    const load = os.loadavg()[0].toFixed(2)
    const before = rssMb(server.pid)
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50)
    const started = performance.now()
    const asked = await call('/events/report/event', {
      method: 'POST',
      body: JSON.stringify({ format: 'XLSX' }),
    })
    if (asked.status !== 202) throw new Error(`report: ${asked.status} ${await asked.text()}`)
    const { reference } = (await asked.json()) as { reference: string }
    let status = 'GENERATING'
    let error: string | null = null
    while (status === 'GENERATING') {
      if (performance.now() - started > 300_000) throw new Error('report: not done in 5 minutes')
      await new Promise((r) => setTimeout(r, 100))
      const page = (await (await call('/events/report?page=0&size=5')).json()) as {
        content: { reference: string; status: string; error: string | null }[]
      }
      const mine = page.content.find((r) => r.reference === reference)
      status = mine?.status ?? status
      error = mine?.error ?? null
    }
    const seconds = (performance.now() - started) / 1000
    clearInterval(sampler)
    if (status !== 'GENERATED') throw new Error(`report: ${status} ${error}`)
    const file = Buffer.from(await (await call(`/events/file/r/${reference}`)).arrayBuffer())
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file as never)
    const rows = book.worksheets[0]?.actualRowCount ?? 0
    const result: ReportResult = {
      key: 'report-event-xlsx',
      name: `event report, ${reportEvents} events → XLSX`,
      seconds: round1(seconds),
      rssGrowthMb: round1(peak - before),
      rows,
      fileMb: round1(file.length / 1024 / 1024),
      loadAverage: `${load} before, ${os.loadavg()[0].toFixed(2)} after (1 min)`,
    }
    // One row per event plus the header, or the case failed whatever its time.
    if (rows !== reportEvents + 1) (result as Judged & { errors?: number }).errors = 1
    return result
  } finally {
    await server.stop()
  }
}

export function printReport(r: ReportResult) {
  console.log(
    `bench: ${r.name}: ${r.seconds} s, server RSS +${r.rssGrowthMb} MB, ${r.rows} rows read back, ${r.fileMb} MB file; load average ${r.loadAverage}`,
  )
}
