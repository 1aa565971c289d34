import type { Generated } from 'kysely'
import type { Timestamp } from '../db/columns.js'

/** How far the demo seed got (migration 0043): a platform table, no tenant. */
export interface DemoSeedProgressTable {
  step: string
  planned_for: Timestamp | null
  written: Generated<number>
  writing_event_id: number | null
  done: Generated<boolean>
}

export interface SeedTables {
  demo_seed_progress: DemoSeedProgressTable
}
