import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/connection.js'
import { createTestDatabase, testDbKind } from '../helpers/database.js'
import { accounts } from '../helpers/auth.js'

import { callJson, signInOverHttp } from '../helpers/http-client.js'
import { naturalPersonBody } from '../helpers/person.js'
import { adminQuery, createServerDatabase, type ServerDatabase } from '../helpers/server-database.js'
import { running, spawnServer, type ServerProcess } from '../helpers/server-process.js'
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.js'

/**
 * Issue 14, defect 3: while the database is unreachable the real server says so on /health (503,
 * what a supervisor or load balancer reads) and keeps running; when the database is back it serves
 * again, without a restart.
 */
const health = (s: ServerProcess) =>
  fetch(`${s.baseUrl}/health`).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }))

/** Polls /health until it answers `status` (the last answer is returned either way). */
async function healthBecomes(s: ServerProcess, status: number, ms = 15_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const res = await health(s)
    if (res.status === status || Date.now() > deadline) return res
    await new Promise((r) => setTimeout(r, 200))
  }
}

const createPerson = (s: ServerProcess, token: string, name: string) =>
  callJson(s.baseUrl, token, 'POST', '/events/person/', naturalPersonBody(name))

describe(`database outage (${testDbKind()})`, () => {
  let database: ServerDatabase | undefined
  let server: ServerProcess | undefined
  let proxy: TcpProxy | undefined
  afterAll(async () => {
    if (server && running(server.child)) server.kill9()
    await server?.exited
    await proxy?.close()
    await database?.drop()
  })

  it.skipIf(testDbKind() !== 'postgres')(
    'a cut connection and terminated backends give 503 on /health, then the server serves again by itself',
    async () => {
      database = await createServerDatabase()
      const target = new URL(database.url!)
      proxy = await startTcpProxy(target.hostname, Number(target.port || 5432))
      const viaProxy = new URL(database.url!)
      viaProxy.port = String(proxy.port)
      server = await spawnServer({ ...database.env, DATABASE_URL: viaProxy.toString() })
      await server.healthy()
      const token = await signInOverHttp(server.baseUrl, accounts.admin)
      const before = await createPerson(server, token, 'Antes da queda')
      expect(before.status).toBe(201)

      await proxy.cut()
      expect(await healthBecomes(server, 503)).toEqual({
        status: 503,
        body: { status: 'unavailable', database: 'postgres' },
      })
      // What a request meets meanwhile is 503 with its key (retried by clients), not a 500 bug.
      const during = await createPerson(server, token, 'Durante a queda')
      expect(during).toEqual({
        status: 503,
        body: { status: 503, message: 'error.databaseUnavailable', errors: [] },
      })
      expect(running(server.child)).toBe(true)

      await proxy.restore()
      expect((await healthBecomes(server, 200)).status).toBe(200)
      expect((await createPerson(server, token, 'Depois da queda')).status).toBe(201)
      expect(
        (await callJson(server.baseUrl, token, 'GET', `/events/person/${before.body.id}`)).body.name,
      ).toBe('Antes da queda')

      // An administrator ends every session of the database (pg_terminate_backend) while writers
      // run: a request whose connection dies answers 503, the process lives, and the pool replaces
      // the connections.
      const name = target.pathname.slice(1)
      const statuses: number[] = []
      const writer = async (w: number) => {
        for (let n = 0; n < 8; n++)
          statuses.push((await createPerson(server!, token, `Término w${w} n${n}`)).status)
      }
      const writers = Promise.all([0, 1, 2, 3].map(writer))
      await new Promise((r) => setTimeout(r, 100))
      const ended = await adminQuery(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      )
      expect(ended.rowCount).toBeGreaterThan(0)
      await writers
      expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([])
      expect(running(server.child)).toBe(true)
      expect((await createPerson(server, token, 'Depois do término')).status).toBe(201)
      expect((await health(server)).status).toBe(200)
    },
    90_000,
  )

  it.skipIf(testDbKind() !== 'pglite')(
    'a PGlite child that stops answering gives 503 on /health; when it answers again so does the server',
    async () => {
      database = await createServerDatabase()
      server = await spawnServer(database.env)
      await server.healthy()
      const token = await signInOverHttp(server.baseUrl, accounts.admin)
      const child = server.databasePid()!
      expect(child).toBeGreaterThan(0)

      process.kill(child, 'SIGSTOP')
      try {
        expect(await healthBecomes(server, 503)).toEqual({
          status: 503,
          body: { status: 'unavailable', database: 'pglite' },
        })
        expect(running(server.child)).toBe(true)
      } finally {
        process.kill(child, 'SIGCONT')
      }
      expect((await healthBecomes(server, 200)).status).toBe(200)
      expect((await createPerson(server, token, 'Depois da pausa')).status).toBe(201)
    },
    90_000,
  )
})

describe(`a connection lost while a request holds it (${testDbKind()})`, () => {
  it('fails that request only: the process lives and the pool serves again once the database is back', async () => {
    const target = await createTestDatabase()
    const url = new URL(target.url)
    const proxy = await startTcpProxy(url.hostname, Number(url.port))
    url.port = String(proxy.port)
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' })
    try {
      // Held between two statements, as a transaction holds its connection while the code works.
      const second = await handle.db.connection().execute(async (conn) => {
        await sql`select 1`.execute(conn)
        await proxy.cut()
        await new Promise((r) => setTimeout(r, 200))
        return sql`select 2 as n`.execute(conn).then(
          () => 'answered',
          (err: Error) => err.message,
        )
      })
      expect(second).toMatch(/connection/i)
      await proxy.restore()
      expect((await sql<{ n: number }>`select 3 as n`.execute(handle.db)).rows).toEqual([{ n: 3 }])
    } finally {
      await handle.close()
      await proxy.close()
      await target.close()
    }
  })
})
