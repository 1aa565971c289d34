import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { clientDir, clientFiles, documentOf, regenerateCommand } from '../../scripts/lib/typescript-client.js'

/** The first line where two texts differ (1-based), to point at the drift without a 50,000-line diff. */
function firstDifference(a: string, b: string) {
  const x = a.split('\n')
  const y = b.split('\n')
  const i = x.findIndex((line, n) => line !== y[n])
  const at = i === -1 ? x.length : i
  return `line ${at + 1}: committed ${JSON.stringify(x[at]?.slice(0, 120))}, server ${JSON.stringify(y[at]?.slice(0, 120))}`
}

/**
 * The published client (clients/typescript/, docs/decisions/0070-typescript-client-committed.md)
 * is regenerated in memory from the document this server serves; a route changed without
 * regenerating it fails here, with the command that mends it.
 */
describe(`the TypeScript client is current (${testDbKind()})`, () => {
  let t: TestApp
  let files: Record<string, string>

  beforeAll(async () => {
    t = await createTestApp({ seed: false })
    files = await clientFiles(await documentOf(t.app))
  })
  afterAll(() => t?.close())

  it.each(['openapi.json', 'schema.d.ts'])('%s is what the server document makes', (name) => {
    const file = path.join(clientDir, name)
    const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
    const same = committed === files[name]
    expect(
      same,
      same
        ? ''
        : `${file} is stale (${firstDifference(committed, files[name])}): run \`${regenerateCommand}\` and commit it`,
    ).toBe(true)
  })
})
