import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import type { DatabaseKind } from '../db/connection.js'
import { lock } from '../db/locks.js'
import { isDatabaseEmpty } from './index.js'

/**
 * Seeds the demo data when the database is empty, and says whether it did. Several servers
 * starting at once on one PostgreSQL (WORKERS, a cluster) would each find it empty: the decision
 * and the seed's first writes happen under one advisory lock, so the others wait, then find the
 * tenants there. The seed runs on the pool's other connections while the lock's transaction waits
 * (it opens transactions of its own). PGlite is one process with one backend (that transaction
 * would block the seed), and its DATA_DIR lock already keeps a second server out.
 */
export async function seedDemoOnce(
  database: { db: Kysely<Database>; kind: DatabaseKind },
  seed: (db: Kysely<Database>) => Promise<void>,
): Promise<boolean> {
  const { db } = database
  const decide = async () => {
    if (!(await isDatabaseEmpty(db))) return false
    await seed(db)
    return true
  }
  if (database.kind === 'pglite') return decide()
  return db.transaction().execute(async (trx) => {
    await lock(trx, 'demoSeed')
    return decide()
  })
}
