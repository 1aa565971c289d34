import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Migration, MigrationProvider } from 'kysely'

/**
 * The migrations are the files of this folder named `NNNN_<what>.ts`, found when the server starts:
 * a new one is its file alone, with no list to keep beside it (docs/how-to/add-an-event-field.md).
 * Its name is the file's without the extension (`0001_foundation`), the name Kysely keeps in
 * `kysely_migration` and orders by. Any other file here starting with a digit, or two with one
 * number, is an error rather than a migration that silently never runs or runs in a chance order.
 */
const migrationFile = /^(\d{4})_[a-z0-9_]+\.(ts|js)$/

/** The migrations of a folder by name (this one's, or a test's). */
export async function migrationsIn(folder: URL): Promise<Record<string, Migration>> {
  const files = fs
    .readdirSync(folder)
    .filter((f) => /^\d/.test(f))
    .sort()
  const where = (file: string) => path.relative(process.cwd(), fileURLToPath(new URL(file, folder)))
  const byNumber = new Map<string, string>()
  for (const file of files) {
    const number = migrationFile.exec(file)?.[1]
    if (!number) throw new Error(`${where(file)}: a migration is named NNNN_<what>.ts`)
    const other = byNumber.get(number)
    if (other) throw new Error(`${where(file)}: ${other} has its number`)
    byNumber.set(number, file)
  }
  const entries = await Promise.all(
    files.map(async (file) => {
      const mod = (await import(new URL(file, folder).href)) as Partial<Migration>
      if (typeof mod.up !== 'function') throw new Error(`${where(file)}: no up()`)
      return [file.replace(/\.(ts|js)$/, ''), mod as Migration] as const
    }),
  )
  return Object.fromEntries(entries)
}

let loaded: Promise<Record<string, Migration>> | undefined

/** The migrations by name, read once per process. */
export const migrationProvider: MigrationProvider = {
  getMigrations: () => (loaded ??= migrationsIn(new URL('.', import.meta.url))),
}
