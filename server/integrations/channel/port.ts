/** Reservation channel (spec event-domain §3 "Rate entry", §7 "Channel integration"). Dates are `YYYY-MM-DD`. */

export interface ChannelAvailability {
  date: string
  rentalUnitTypeCode: string
  total: number
  available: number
}

/** One rate as the channel answers it (event-domain §3 "Rate entry"). */
export interface ChannelRate {
  id: number
  rateCompanyId: number
  shortName: string
  name: string
  currency: string
  symbol: string
  rentalUnitTypeCode: string
  paxAmount: number
  paxType: 'ADULT' | 'CHILD' | 'BOTH'
  startDate: string
  endDate: string
  totalRateValue: number
  averageDaily: number
  reservationDailies: { date: string; value: number }[]
}

export interface ChannelRoom {
  rentalUnitTypeCode: string
  /** First night and departure day (the departure night is not taken). */
  startDate: string
  endDate: string
  quantity: number
  paxPerRoom: number
}

export interface ChannelReservationRequest {
  /** Our side's reference (the accommodation id), kept by the channel. */
  reference: string
  holder: { name: string; document: string | null }
  rooms: ChannelRoom[]
}

export type ChannelReservationStatus = 'CONFIRMED' | 'CANCELLED'

export interface ChannelReservation {
  /** The channel's confirmation id (cmConfirmationId). */
  confirmationId: string
  guid: string
  status: ChannelReservationStatus
  reference: string
  rooms: ChannelRoom[]
}

export interface ChannelPort {
  availability(q: {
    startDate: string
    endDate: string
    rentalUnitTypes: string[]
  }): Promise<ChannelAvailability[]>
  rates(q: { startDate: string; endDate: string; rentalUnitTypes?: string[] }): Promise<ChannelRate[]>
  createReservation(r: ChannelReservationRequest): Promise<ChannelReservation>
  modifyReservation(confirmationId: string, r: ChannelReservationRequest): Promise<ChannelReservation>
  cancelReservation(confirmationId: string): Promise<ChannelReservation>
  reservationStatus(confirmationId: string): Promise<ChannelReservation>
}
