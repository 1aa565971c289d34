import type { Migration } from 'kysely'
import * as m0001 from './0001_foundation.js'
import * as m0002 from './0002_identity.js'

/** Ordered list of migrations; a static map keeps them bundle- and tsx-friendly. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_identity': m0002,
}
