import type { Timestamp } from '../db/columns.js'

/** A ticked checklist item of an event (migration 0021_kanban); an unticked item has no row. */
export interface EventChecklistTickTable {
  tenant_id: number
  event_id: number
  checklist_id: number
  item_index: number
  description: string
  done_by: number | null
  done_at: Timestamp
}

export interface KanbanTables {
  event_checklist_tick: EventChecklistTickTable
}
