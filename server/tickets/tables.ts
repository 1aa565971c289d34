import type { Generated } from 'kysely'
import type { Timestamp } from '../db/columns.js'

/** Tables of the ticket context (migration 0022_tickets). */
export interface BoxOfficeTable {
  tenant_id: number
  id: Generated<number>
  event_id: number | null
  name: string
  start_date: Timestamp
  end_date: Timestamp
  version: Generated<number>
  created_at: Timestamp
}

export interface BoxOfficeSectionTable {
  tenant_id: number
  id: Generated<number>
  box_office_id: number
  position: number
  name: string
  kind: 'STANDING' | 'SEATED'
  capacity: number
  rows: number | null
  seats_per_row: number | null
  missing_seats: string[]
  accessible_seats: string[]
  section_type_id: number
  sold: Generated<number>
}

/** One batch of one section, copied from its section type: its own counter and price. */
export interface TicketBatchTable {
  tenant_id: number
  id: Generated<number>
  section_id: number
  ord: number
  name: string
  price: number
  quantity: number
  sale_start: string | null
  sale_end: string | null
  sold: Generated<number>
}

export interface TicketSaleTable {
  tenant_id: number
  id: Generated<number>
  box_office_id: number
  buyer_person_id: number | null
  buyer_name: string | null
  buyer_email: string | null
  payment_method: string
  status: Generated<'PAID' | 'CANCELED' | 'REFUNDED'>
  total: number
  created_by: number | null
  created_at: Timestamp
  canceled_at: Timestamp | null
}

export interface TicketTable {
  tenant_id: number
  id: Generated<number>
  sale_id: number
  box_office_id: number
  section_id: number
  batch_id: number
  seat: string | null
  person_name: string
  person_document: string | null
  price: number
  code: string
  valid: Generated<boolean>
  checked_in_at: Timestamp | null
}

export interface TicketTables {
  box_office: BoxOfficeTable
  box_office_section: BoxOfficeSectionTable
  ticket_batch: TicketBatchTable
  ticket_sale: TicketSaleTable
  ticket: TicketTable
}
