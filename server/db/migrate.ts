import { Migrator, type Kysely } from 'kysely'
import { migrationProvider as provider } from './migrations/index.js'

/** Runs pending migrations; each runs in a transaction and the migrator holds a lock. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Helpers number their migrations in reserved ranges, so one may land before a higher number ran.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
