import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import type { DatabaseKind } from '../db/connection.js'
import { lock, tryLock } from '../db/locks.js'
import { isDatabaseEmpty } from './index.js'
import { beginDemoSeed, demoSeedPending, finishDemoSeed } from './progress.js'

type Handle = { db: Kysely<Database>; kind: DatabaseKind }

/**
 * Seeds the demo data when the database is empty, and says whether it did. Several servers
 * starting at once on one PostgreSQL (WORKERS, a cluster) would each find it empty: the decision
 * and the seed's first writes happen under one advisory lock, so the others wait, then find the
 * tenants there. The seed runs on the pool's other connections while the lock's transaction waits
 * (it opens transactions of its own). PGlite is one process with one backend (that transaction
 * would block the seed), and its DATA_DIR lock already keeps a second server out.
 * The seed's progress marker is written before its first row: a stop during it leaves it pending.
 */
export async function seedDemoOnce(
  database: Handle,
  seed: (db: Kysely<Database>) => Promise<void>,
): Promise<boolean> {
  const { db } = database
  const decide = async () => {
    if (!(await isDatabaseEmpty(db))) return false
    await beginDemoSeed(db)
    await seed(db)
    return true
  }
  if (database.kind === 'pglite') return decide()
  return db.transaction().execute(async (trx) => {
    await lock(trx, 'demoSeed')
    return decide()
  })
}

/**
 * Writes the rest of a begun demo seed (`write`: every step is idempotent or resumes) and only
 * then marks it done. `none`: nothing was pending; `busy`: another server on this PostgreSQL is
 * writing it (it holds the lock while it writes, so two never write the same events).
 */
export async function finishDemoSeedOnce(
  database: Handle,
  write: () => Promise<void>,
  /** The server that began the seed waits for one that took it over, so its "done" is true. */
  wait = false,
): Promise<'done' | 'busy' | 'none'> {
  const { db } = database
  const run = async () => {
    if (!(await demoSeedPending(db))) return 'none' as const
    await write()
    await finishDemoSeed(db)
    return 'done' as const
  }
  if (database.kind === 'pglite') return run()
  return db.transaction().execute(async (trx) => {
    if (wait) await lock(trx, 'demoSeedWriting')
    else if (!(await tryLock(trx, 'demoSeedWriting'))) return 'busy'
    return run()
  })
}
