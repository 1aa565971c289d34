import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app.js'
import { openDatabase, type DatabaseHandle } from '../../server/db/connection.js'
import { createTestApp, testAppConfig, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn } from '../helpers/auth.js'
import { fields, inOneWindow, read, setLimits, shortWindows, sleep } from '../helpers/rate-limit.js'

/**
 * Issue 51: the limit is shared by the servers on one PostgreSQL (docs/decisions/0069); without a
 * database server there is no second application server to share it with, so it runs there only.
 */
describe.runIf(testDbKind() === 'postgres')(`rate limits across servers (${testDbKind()})`, () => {
  let t: TestApp
  let second: { app: FastifyInstance; database: DatabaseHandle; dir: string }
  beforeAll(async () => {
    t = await createTestApp({ configure: shortWindows })
    // A second server on the same database, with its own pool and its own counters.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-api-'))
    const database = await openDatabase({ databaseUrl: t.database.url, dataDir: 'memory://', poolSize: 3 })
    const config = testAppConfig(dir)
    shortWindows(config)
    const logger = process.env.TEST_LOG ? undefined : false
    second = { app: await buildApp(config, { database, logger }), database, dir }
  })
  afterAll(async () => {
    await second?.app.close()
    await second?.database.close()
    if (second) fs.rmSync(second.dir, { recursive: true, force: true })
    await t?.close()
  })

  it('a second server on the same database shares the count', async () => {
    setLimits([t.app, second.app], 5)
    let admin = await signIn(t.app, accounts.admin)
    const answers = await inOneWindow(async (attempt) => {
      if (attempt > 1) admin = await signIn(t.app, accounts.admin)
      const out = []
      for (let i = 0; i < 3; i++) out.push(await read(t.app, admin))
      await sleep(100)
      // The second server reads the shared total before its first admission of this token.
      for (let i = 0; i < 3; i++) out.push(await read(second.app, admin))
      return out
    })
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 429])
    expect(answers.map((a) => fields(a.headers.ratelimit).token.r)).toEqual([4, 3, 2, 1, 0, 0])
  })
})
