import path from 'node:path'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { matrixEntries } from '../helpers/matrix-entries.js'
import { buildMatrixFixture, type MatrixFixture } from '../helpers/matrix-fixture.js'
import { captureRoutes, type ObserveAnswer } from '../helpers/answer-capture.js'
import { compare, readFixture, writeFixture } from '../helpers/answer-capture-fixture.js'
import { keyAnswers } from '../helpers/answer-capture-keys.js'
import { captureSeeded } from '../helpers/answer-capture-seeded.js'
import { documentedAnswers } from '../helpers/documented-answers.js'

// One folder per database: on PostgreSQL the registry lists are JSON the database wrote
// (docs/decisions/0008-registry-lists-in-jsonb-spelling.md).
const FIXTURE = path.resolve(import.meta.dirname, `../fixtures/answers/${testDbKind()}`)
/** How many differences a failure spells out; the rest are counted. */
const SHOWN = 25

/**
 * Issue 32: every route's answer, byte for byte (ids and timestamps aside), as recorded in
 * tests/fixtures/answers/<database>/<route family>.json before the response schemas moved onto
 * the routes. Issue 50: each answer is kept under its own key (route, who asked, call), so a new
 * route or request adds entries and moves no other. A changed, new or vanished answer fails here
 * naming its key; an intended change is recorded again with `npm run record-answers` (both
 * databases, docs/testing-answers.md) and the fixture's diff is reviewed with the change.
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
      const now = keyAnswers(answers)
      if (process.env.RECORD_ANSWERS) {
        console.info(`answer capture (${testDbKind()}): ${writeFixture(FIXTURE, now)}`)
        return
      }
      const { added, changed, removed } = compare(readFixture(FIXTURE), now)
      const all = [...changed, ...added, ...removed]
      if (all.length)
        expect.fail(
          `${changed.length} answers changed, ${added.length} new, ${removed.length} no longer answered ` +
            `(tests/fixtures/answers/${testDbKind()}/):\n\n${all.slice(0, SHOWN).join('\n\n')}` +
            (all.length > SHOWN ? `\n\n… and ${all.length - SHOWN} more` : ''),
        )
    },
  )
})
