import fs from 'node:fs'
import path from 'node:path'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { matrixEntries } from '../helpers/matrix-entries.js'
import { buildMatrixFixture, type MatrixFixture } from '../helpers/matrix-fixture.js'
import { captureRoutes, type CapturedAnswer, type ObserveAnswer } from '../helpers/answer-capture.js'
import { captureSeeded } from '../helpers/answer-capture-seeded.js'
import { documentedAnswers } from '../helpers/documented-answers.js'

// One file per database: on PostgreSQL the registry lists are JSON the database wrote
// (docs/decisions/0008-registry-lists-in-jsonb-spelling.md).
const FIXTURE = path.resolve(import.meta.dirname, `../fixtures/api-answers.${testDbKind()}.json`)

/** Where two captured answers first part: the field and a few characters around it. */
function firstDifference(want: CapturedAnswer, got: CapturedAnswer): string {
  for (const k of ['status', 'contentType'] as const)
    if (want[k] !== got[k]) return `${k}: recorded ${want[k]}, now ${got[k]}`
  let i = 0
  while (i < want.body.length && want.body[i] === got.body[i]) i++
  const around = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 60), i + 60))
  return `body differs at byte ${i}:\n  recorded ${around(want.body)}\n  now      ${around(got.body)}`
}

/**
 * Issue 32: every route's answer, byte for byte (ids and timestamps aside), as recorded in
 * tests/fixtures/api-answers.<database>.json before the response schemas moved onto the routes. A change of
 * an answer fails here naming the request. An intended change is recorded again with
 * `RECORD_ANSWERS=1 npx vitest run --project api-pglite tests/api/answer-capture.test.ts` (and
 * the same with `--project api-postgres` and TEST_DATABASE_URL), and the
 * fixture's diff is reviewed with the change.
 */
describe(`API answers are as recorded (${testDbKind()})`, () => {
  let t: TestApp
  let f: MatrixFixture
  const routes: string[] = []

  beforeAll(async () => {
    // The fixture's helpers name rows with random tags: a seeded sequence for their calls (not the
    // server's, whose count depends on timing) makes the names the same each run.
    let seed = 32
    const random = Math.random
    vi.spyOn(Math, 'random').mockImplementation(() => {
      if (!new Error().stack?.includes('/tests/helpers/')) return random()
      seed = (seed * 16807) % 2147483647
      return (seed - 1) / 2147483646
    })
    t = await createTestApp({
      onRoute: (r: RouteOptions) => {
        for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${r.url}`)
      },
    })
    f = await buildMatrixFixture(t.app)
  }, 300_000)
  afterAll(async () => {
    vi.restoreAllMocks()
    await t?.close()
  })

  it(
    'answers every route family as recorded, and as the OpenAPI document declares',
    { timeout: 300_000 },
    async () => {
      // Each raw answer against /docs/json, as an outside client's validator reads it.
      const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json()
      const check = documentedAnswers(doc)
      const undocumented = new Set<string>()
      const observe: ObserveAnswer = (a) => {
        const why = check(a)
        if (why) undocumented.add(why)
      }
      const seeded = await captureSeeded(t.app, f, observe)
      const answers = [
        ...seeded,
        ...(await captureRoutes(
          t.app,
          f,
          [...new Set(routes)],
          matrixEntries(t.app.registrySchemas),
          observe,
        )),
      ]
      expect([...undocumented], 'answers the document does not declare').toEqual([])
      if (process.env.RECORD_ANSWERS) {
        fs.writeFileSync(FIXTURE, `${JSON.stringify(answers, null, 1)}\n`)
        console.info(`answer capture: recorded ${answers.length} answers`)
        return
      }
      const recorded = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as CapturedAnswer[]
      expect(
        answers.map((a) => a.request),
        'the requests are the recorded ones (record again when routes were added)',
      ).toEqual(recorded.map((a) => a.request))
      for (const [i, want] of recorded.entries()) {
        const got = answers[i]
        if (JSON.stringify(want) !== JSON.stringify(got))
          expect.fail(`${want.request}\n${firstDifference(want, got)}`)
      }
    },
  )
})
