import type { Migration } from 'kysely'
import * as m0001 from './0001_foundation.js'
import * as m0002 from './0002_identity.js'
import * as m0003 from './0003_registries.js'
import * as m0004 from './0004_files.js'

/** Ordered list of migrations; a static map keeps them bundle- and tsx-friendly. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_identity': m0002,
  '0003_registries': m0003,
  '0004_files': m0004,
}
