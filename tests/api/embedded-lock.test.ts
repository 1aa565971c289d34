import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/connection.js'
import { healthRoutes } from '../../server/health/routes.js'
import { testDbKind } from '../helpers/database.js'
import { running, spawnServer, type ServerProcess } from '../helpers/server-process.js'

/** Issue 14, defect 3: one server per DATA_DIR; a dead database ends the server; /health tells. */
const start = (dataDir: string) =>
  spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'none', STATIC_DIR: '/nonexistent' })

const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ])

describe.skipIf(testDbKind() !== 'pglite')('embedded database lock', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-lock-'))
  const started: ServerProcess[] = []
  afterAll(async () => {
    for (const s of started) if (running(s.child)) s.child.kill('SIGTERM')
    await Promise.all(started.map((s) => within(s.exited, 15_000).catch(() => undefined)))
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('a second server on the same DATA_DIR stops at once naming the first; a dead database child ends the server', async () => {
    const first = await start(dataDir)
    started.push(first)
    await first.healthy()

    const second = await start(dataDir)
    started.push(second)
    const code = await within(second.exited, 30_000)
    expect(code).not.toBe(0)
    expect(second.output()).toContain(
      `in use by another Eventdesk server (pid ${first.child.pid}, http://127.0.0.1:${first.port}`,
    )
    // The first one still serves.
    expect((await fetch(`http://127.0.0.1:${first.port}/health`)).status).toBe(200)

    // Kill -9 the first server's PGlite child: the server exits non-zero instead of answering 500.
    const childPids = first.childPids()
    expect(childPids.length).toBeGreaterThan(0)
    for (const pid of childPids) process.kill(pid, 'SIGKILL')
    const firstCode = await within(first.exited, 20_000)
    expect(firstCode).not.toBe(0)

    // The stale lock of the dead server is taken over by the next one.
    const third = await start(dataDir)
    started.push(third)
    await third.healthy()
  }, 180_000)

  it('a server killed by -9 whose database process lives on keeps the next server out until that process is gone', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-orphan-'))
    const first = await start(folder)
    started.push(first)
    await first.healthy()
    const orphan = first.databasePid()!
    expect(orphan).toBeGreaterThan(0)
    const alive = () => {
      try {
        process.kill(orphan, 0)
        return true
      } catch {
        return false
      }
    }
    // Hung (stopped), so it cannot close on its own when its server dies.
    process.kill(orphan, 'SIGSTOP')
    try {
      first.child.kill('SIGKILL')
      await first.exited

      const second = await start(folder)
      started.push(second)
      expect(await within(second.exited, 60_000)).not.toBe(0)
      expect(second.output()).toContain(
        `(pid ${orphan}, the database process of http://127.0.0.1:${first.port} (pid ${first.child.pid})`,
      )
    } finally {
      process.kill(orphan, 'SIGCONT')
    }
    // Running again, it sees its server gone, closes the database and exits.
    for (const deadline = Date.now() + 30_000; alive() && Date.now() < deadline;)
      await new Promise((r) => setTimeout(r, 200))
    expect(alive()).toBe(false)
    const third = await start(folder)
    started.push(third)
    await third.healthy()
    await third.stop()
    fs.rmSync(folder, { recursive: true, force: true })
  }, 180_000)
})

describe('health', () => {
  it('answers 503 while the database is unreachable', async () => {
    const database = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:9/none',
      dataDir: 'unused',
    })
    const app = Fastify()
    app.decorate('database', database)
    await app.register(healthRoutes)
    try {
      const res = await app.inject({ method: 'GET', url: '/health' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ status: 'unavailable', database: 'postgres' })
    } finally {
      await app.close()
      await database.close()
    }
  })
})
