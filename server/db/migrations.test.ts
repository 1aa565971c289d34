import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { migrationProvider, migrationsIn } from './migrations/index.js'

/** A folder of migration files, each one `up` that does nothing. */
function folderOf(...files: string[]): URL {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-migrations-'))
  for (const f of files) fs.writeFileSync(path.join(dir, f), 'export async function up() {}\n')
  return pathToFileURL(dir + path.sep)
}

describe('the migrations are the files of their folder', () => {
  it('named as the file, in name order, the names databases already hold', async () => {
    const names = Object.keys(await migrationProvider.getMigrations())
    expect(names[0]).toBe('0001_foundation')
    expect(names).toContain('0016_occupancy')
    expect(names).not.toContain('index')
    expect(names).toEqual([...names].sort())
    const files = fs.readdirSync(new URL('./migrations/', import.meta.url)).filter((f) => /^\d/.test(f))
    expect(names).toHaveLength(files.length)
  })

  it('a file misnamed or a number taken twice is an error, not a migration that never runs', async () => {
    expect(Object.keys(await migrationsIn(folderOf('0001_a.ts', '0003_b.ts', 'parts.ts')))).toEqual([
      '0001_a',
      '0003_b',
    ])
    await expect(migrationsIn(folderOf('0001_a.ts', '0002-b.ts'))).rejects.toThrow('NNNN_<what>.ts')
    await expect(migrationsIn(folderOf('0001_a.ts', '0001_b.ts'))).rejects.toThrow('0001_a.ts has its number')
  })
})
