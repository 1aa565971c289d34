import ExcelJS from 'exceljs'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/connection.js'
import { adminToken } from '../../scripts/bench/api-cases.js'
import { testDbKind } from '../helpers/database.js'
import { createServerDatabase, type ServerDatabase } from '../helpers/server-database.js'
import { running, spawnServer, type ServerProcess } from '../helpers/server-process.js'

const EVENTS = 40_000

/**
 * A server killed with kill -9 while it writes a report: after a restart on the same database the
 * job's lease runs out, it is claimed again, starts the file over and the report ends GENERATED
 * with every row (the half-written file is overwritten, the report row still GENERATING).
 */
describe(`a report survives kill -9 mid-file (${testDbKind()})`, () => {
  let database: ServerDatabase | undefined
  let server: ServerProcess | undefined
  afterAll(async () => {
    if (server && running(server.child)) await server.stop()
    await database?.drop()
  })

  it('is claimed again after the restart and completes with all its rows', async () => {
    database = await createServerDatabase()
    // Enough events that the job is still writing when it is killed.
    const handle = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir })
    try {
      await sql`
        insert into event (tenant_id, name, start_date, end_date, situation, created_by)
        select t.id, 'Evento ' || g, timestamp '2031-01-01' + (g % 300) * interval '1 day',
               timestamp '2031-01-01' + (g % 300) * interval '1 day' + interval '8 hours', 'CONFIRMED', null
          from tenant t, generate_series(1, ${sql.lit(EVENTS)}) g where t.code = 'DEMO'`.execute(handle.db)
    } finally {
      await handle.close()
    }
    const env = { ...database.env, JOB_LEASE_MS: '1500', JOB_POLL_MS: '200' }
    server = await spawnServer(env)
    await server.healthy()
    let base = server.baseUrl
    const token = await adminToken(base)
    const call = (path: string, body?: unknown) =>
      fetch(base + path, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      })
    const state = async () =>
      (
        (await (await call('/events/report?page=0&size=1')).json()) as {
          content: { reference: string; status: string; progress: number }[]
        }
      ).content[0]

    const asked = await call('/events/report/event', { format: 'XLSX' })
    expect(asked.status).toBe(202)
    const { reference } = (await asked.json()) as { reference: string }
    let now = await state()
    for (let i = 0; i < 600 && now.progress === 0 && now.status === 'GENERATING'; i++) {
      await new Promise((r) => setTimeout(r, 50))
      now = await state()
    }
    // Killed with rows written and the file not finished.
    expect(now).toMatchObject({ reference, status: 'GENERATING' })
    expect(now.progress).toBeGreaterThan(0)
    server.kill9()
    await server.exited

    server = await spawnServer(env)
    await server.healthy()
    base = server.baseUrl
    const deadline = Date.now() + 120_000
    while (now.status === 'GENERATING' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250))
      now = await state()
    }
    expect(now).toMatchObject({ reference, status: 'GENERATED', progress: 100 })
    const file = await call(`/events/file/r/${reference}`)
    expect(file.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await file.arrayBuffer()) as never)
    expect(book.worksheets[0].actualRowCount).toBe(EVENTS + 1)
  }, 300_000)
})
