import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pgliteFiles } from './pglite-files.js'

const apiDir = 'tests/api'
const apiFiles = fs
  .readdirSync(apiDir)
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `${apiDir}/${f}`)

/**
 * What marks a file as testing a PGlite-only path: it names PGlite or the embedded database (a
 * kind check, a comment on how PGlite behaves), spawns a server (on its own DATA_DIR, PGlite by
 * default, killed and restarted), or starts from or writes a PGlite dump.
 */
const pgliteOnly = /pglite|embedded|spawnServer|dumpTo|snapshot:/i

describe('the API files that run on PGlite beside the full suite on PostgreSQL', () => {
  it('name files that exist', () => {
    expect(pgliteFiles.filter((f) => !apiFiles.includes(f))).toEqual([])
    expect(new Set(pgliteFiles).size).toBe(pgliteFiles.length)
  })

  it('hold every file that mentions a PGlite-only path', () => {
    const missing = apiFiles.filter(
      (f) => !pgliteFiles.includes(f) && pgliteOnly.test(fs.readFileSync(path.resolve(f), 'utf8')),
    )
    // Add a file named here to tests/setup/pglite-files.ts, or else it runs on PostgreSQL only.
    expect(missing).toEqual([])
  })
})
