import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.js'
import { loadConfig } from '../../server/config.js'
import type { DatabaseHandle } from '../../server/db/connection.js'
import { testAppConfig } from '../helpers/app.js'
import { createTestDatabase, testDbKind } from '../helpers/database.js'

/**
 * The server's log at its default level (issue 49, item 22): a request that went well writes no
 * line (they were ~4,700 a morning), a failed one is logged at error, and LOG_LEVEL=debug shows
 * every request again.
 */
describe(`request log lines (${testDbKind()})`, () => {
  let database: DatabaseHandle
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-log-'))
  const apps: FastifyInstance[] = []

  const appAt = async (level: string | undefined) => {
    const lines: { level: number; msg: string; res?: { statusCode: number } }[] = []
    const config = { ...testAppConfig(dataDir), logLevel: loadConfig({ LOG_LEVEL: level }).logLevel }
    const app = await buildApp(config, {
      database,
      logStream: { write: (line) => void lines.push(JSON.parse(line)) },
    })
    app.get('/events/test-log-ok', { config: { public: true } }, async () => ({ ok: true }))
    app.get('/events/test-log-boom', { config: { public: true } }, async () => {
      throw new Error('boom')
    })
    apps.push(app)
    return { app, lines }
  }

  beforeAll(async () => {
    database = await createTestDatabase(undefined, 'migrated')
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    await database?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('by default, logs no line for a request that went well and an error line for a 500', async () => {
    const { app, lines } = await appAt(undefined)
    expect((await app.inject({ method: 'GET', url: '/events/test-log-ok' })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/events/test-log-nowhere' })).statusCode).toBe(404)
    expect(lines.filter((l) => /request|Route/.test(l.msg))).toEqual([])
    expect((await app.inject({ method: 'GET', url: '/events/test-log-boom' })).statusCode).toBe(500)
    const errors = lines.filter((l) => l.level >= 50)
    expect(errors.map((l) => l.msg)).toContain('request completed')
    expect(errors.find((l) => l.msg === 'request completed')?.res?.statusCode).toBe(500)
  })

  it('with LOG_LEVEL=debug, logs every request', async () => {
    const { app, lines } = await appAt('debug')
    await app.inject({ method: 'GET', url: '/events/test-log-ok' })
    const done = lines.filter((l) => l.msg === 'request completed')
    expect(done).toHaveLength(1)
    expect(done[0]).toMatchObject({ level: 20, res: { statusCode: 200 } })
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(true)
  })
})
