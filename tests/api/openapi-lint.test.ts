import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'

const ROOT = path.resolve(import.meta.dirname, '../..')
const REDOCLY = path.join(ROOT, 'node_modules/.bin/redocly')

type Problem = { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }

/**
 * Issue 51: the document as `/docs/json` serves it, linted by Redocly CLI with its recommended
 * rules and only the switches of redocly.yaml (each with its reason): no error and no warning.
 */
describe(`Redocly lint of the API document (${testDbKind()})`, () => {
  let t: TestApp
  let dir: string
  beforeAll(async () => {
    t = await createTestApp({ seed: false })
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-lint-'))
  })
  afterAll(async () => {
    await t?.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('passes the recommended rules with no error and no warning', { timeout: 60_000 }, async () => {
    const file = path.join(dir, 'openapi.json')
    fs.writeFileSync(file, (await t.app.inject({ url: '/docs/json' })).body)
    const { stdout } = await promisify(execFile)(
      REDOCLY,
      ['lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format=json'],
      { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
    ).catch((e: { stdout: string }) => ({ stdout: e.stdout }))
    const report = JSON.parse(stdout) as { totals: Record<string, number>; problems: Problem[] }
    const problems = report.problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`,
    )
    expect(problems.slice(0, 30)).toEqual([])
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
  })
})
