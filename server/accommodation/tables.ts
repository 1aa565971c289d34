import type { ColumnType, Generated } from 'kysely'
import type { ChannelFailure, ChannelState } from '../../common/accommodation/channel.js'
import type { Timestamp } from '../db/columns.js'

export type { ChannelFailure, ChannelState }

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
  /** Where the block stands at the channel (migration 0027): null before any send. */
  channel_state: ColumnType<ChannelState | null, ChannelState | null | undefined, ChannelState | null>
  /** The `channel.reserve` job the block waits for; only its end may change the state. */
  channel_reference: ColumnType<string | null, string | null | undefined, string | null>
  /** The §8 error body of the last send that failed for good. */
  channel_error: ColumnType<ChannelFailure | null, string | null | undefined, string | null>
  data: Generated<Record<string, unknown>>
  created_by: number | null
  created_at: Timestamp
  updated_at: Timestamp
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
