import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from '../db/columns.js'
import type { EventColumns } from '../../common/generated/event-types.js'

/**
 * The event's row: the columns of its schema's fields, generated from schemas/event/event.schema.json
 * by `npm run generate` (scripts/lib/event-columns.ts), and the columns the server keeps beside them.
 */
export interface EventTable extends Omit<EventColumns, 'situation' | 'wait_list'> {
  tenant_id: number
  id: Generated<number>
  version: Generated<number>
  // Fields of the schema the server keeps, whose columns have a default the schema does not state.
  situation: Generated<string>
  wait_list: Generated<boolean>
  situation_before_wait_list: string | null
  guid: Generated<string>
  has_budget: Generated<boolean>
  has_contract: Generated<boolean>
  retroactive_start: Generated<boolean>
  started_at: string | null
  confirmed_at: string | null
  canceled_at: string | null
  created_by: number | null
  created_at: Timestamp
  updated_at: Timestamp
  /** Place in the waiting-list group, 1 first (migration 0021). */
  wait_list_rank: number | null
}

export interface EventRequesterTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  person_id: number | null
  name: string | null
  email: string | null
  phone: string | null
  situation: Generated<'ACTIVE' | 'DISCARDED'>
  discard_reason: string | null
  created_at: Timestamp
}

export interface EventEnvironmentTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  environment_id: number
  format_id: number | null
  start_date_hour: string
  end_date_hour: string
  data: Generated<Record<string, unknown>>
  /** Set by a trigger from the period and the assembly/disassembly dates (migration 0016). */
  occupied: Generated<string>
  /** The range's bounds as plain columns, same trigger (migration 0017: btree-indexable under RLS). */
  occupied_start: Generated<string>
  occupied_end: Generated<string>
  blocking: Generated<boolean>
  hold_rank: Generated<number | null>
  hold_order: Generated<string | null>
}

export interface EventPaymentTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  value: number
  status: Generated<'IN_NEGOTIATION' | 'PROVIDED' | 'PAID' | 'CANCELED'>
  data: Generated<Record<string, unknown>>
}

export interface EventAuditTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  action: 'I' | 'U' | 'D'
  origin: string
  item_id: number | null
  field: string | null
  from_value: string | null
  to_value: string | null
  from_label: string | null
  to_label: string | null
  user_id: number | null
  user_email: string | null
  date_hour: Timestamp
}

export interface EventSavedFilterTable {
  tenant_id: number
  id: Generated<number>
  events_user_id: number
  name: string
  filter: Record<string, unknown>
  created_at: Timestamp
}

export interface EventEquipmentTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  equipment_id: number
  event_environment_id: number | null
  start_date_hour: string
  end_date_hour: string
  amount: number
  data: Generated<Record<string, unknown>>
}

/** Sub-items kept whole as jsonb (meal, menu, room-service, department, commission, discount, follow-up, programming). */
export interface EventItemTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  kind: string
  data: Generated<Record<string, unknown>>
  created_by: number | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface EventAttachmentTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  file_id: number
  description: string | null
}

export interface EventSummaryTable {
  tenant_id: number
  event_id: number
  data: Generated<Record<string, unknown>>
}

/** The event, its sub-items, audit, saved filters and summary. */
/** Lost and denied business (migration 0034, events/lost-business/lost-business.ts). */
export interface LostBusinessTable {
  tenant_id: number
  id: Generated<number>
  date_wanted: string
  reason_id: number | null
  reason_code: string | null
  source: 'REFUSED_BOOKING' | 'NO_ROOM_SUGGESTED' | 'CANCELED' | 'MANUAL'
  environment_id: number | null
  hosting_unit_type_id: number | null
  people: number | null
  estimated_revenue: ColumnType<string | null, number | null, number | null>
  event_id: number | null
  note: string | null
  created_by: number | null
  created_at: Timestamp
}

/** An event's total in the main currency from an instant on (migration 0038, events/money/money-marks.ts). */
export interface EventMoneyMarkTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  at: Timestamp
  main_total: ColumnType<string, number, number>
}

export interface EventTables {
  event: EventTable
  event_money_mark: EventMoneyMarkTable
  lost_business: LostBusinessTable
  event_requester: EventRequesterTable
  event_environment: EventEnvironmentTable
  event_payment: EventPaymentTable
  event_audit: EventAuditTable
  event_saved_filter: EventSavedFilterTable
  event_equipment: EventEquipmentTable
  event_item: EventItemTable
  event_attachment: EventAttachmentTable
  event_summary: EventSummaryTable
}
