import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from '../db/columns.js'

/** Tables of the event's accommodation (migration 0018_accommodation). */
export interface EventAccommodationTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  situation: Generated<'ACTIVE' | 'CANCELED'>
  deadline_date: string
  cm_confirmation_id: string | null
  channel_guid: string | null
  /** Stamped by the daily release job once the cutoff (deadline) passed (migration 0024). */
  released_at: ColumnType<string | null, string | null | undefined, string | null>
  data: Generated<Record<string, unknown>>
  created_by: number | null
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

export interface EventAccommodationReservationTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  accommodation_id: number
  hosting_unit_type_id: number
  start_date: string
  end_date: string
  room_quantity: number
  pax_per_room: number
  data: Generated<Record<string, unknown>>
}

export interface AccommodationTables {
  event_accommodation: EventAccommodationTable
  event_accommodation_reservation: EventAccommodationReservationTable
}
