import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/connection.js'
import { migrateToLatest } from '../../server/db/migrate.js'
import { testDbKind } from '../helpers/database.js'

describe('the embedded database keeps its data across a restart', () => {
  it.skipIf(testDbKind() !== 'pglite')(
    'a row written before stopping is there after starting again',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-restart-'))
      try {
        const first = await openDatabase({ dataDir })
        await migrateToLatest(first.db)
        await first.db.insertInto('tenant').values({ code: 'KEEP', name: 'Kept Venue' }).execute()
        await first.close()

        const second = await openDatabase({ dataDir })
        expect(await migrateToLatest(second.db)).toEqual([])
        const row = await second.db
          .selectFrom('tenant')
          .select(['code', 'name'])
          .where('code', '=', 'KEEP')
          .executeTakeFirst()
        expect(row).toEqual({ code: 'KEEP', name: 'Kept Venue' })
        await second.close()
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    },
    // Two migrations from nothing of an on-disk database: about 15 s alone, past 30 s when the run
    // keeps both cores busy.
    120_000,
  )
})
