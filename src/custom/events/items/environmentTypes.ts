import type { RoomRateField } from '../../../../common/events/booking-price'
import type { Ref } from '../types'

/** One environment booked by the event (schemas/event/environment.schema.json). */
export interface EnvironmentItem {
  id: number
  environment: Ref
  environmentFormat?: Ref | null
  startDateHour: string
  endDateHour: string
  esteemedPeople?: number
  assemblyStart?: string
  assemblyEnd?: string
  disassemblyStart?: string
  disassemblyDeadline?: string
  assemblyRate?: number
  disassemblyRate?: number
  dailyRate?: number
  courtesyDailies?: number
  assemblyCourtesyDailies?: number
  disassemblyCourtesyDailies?: number
  activity?: string
  privateEnvironment?: boolean
  extra?: boolean
  observation?: string
}

export const DATE_FIELDS = [
  'startDateHour',
  'endDateHour',
  'assemblyStart',
  'assemblyEnd',
  'disassemblyStart',
  'disassemblyDeadline',
] as const
/** The form's order of the booking's rates (common/events/booking-price.ts names them). */
export const RATE_FIELDS = [
  'assemblyRate',
  'disassemblyRate',
  'dailyRate',
] as const satisfies readonly RoomRateField[]
/** Whole numbers of days given free (event-domain §3 "daily courtesy for each"). */
export const COURTESY_FIELDS = [
  'courtesyDailies',
  'assemblyCourtesyDailies',
  'disassemblyCourtesyDailies',
] as const

/** The room (environment registry record) the form reads for its formats and daily rate. */
export interface RoomRecord {
  formats?: RoomFormat[]
  dailyRate?: number | null
}

export interface RoomFormat {
  format?: { id: number; name?: string | null }
  capacity?: number
}
