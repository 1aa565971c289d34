/** Property-management system: an event goes over as a group block the PMS keeps under its own id. */

export interface PmsEventRequest {
  eventId: number
  name: string
  startDate: string
  endDate: string
  /** Rooms per hosting-unit type code, when the event has accommodation. */
  rooms?: { rentalUnitTypeCode: string; quantity: number }[]
}

export interface PmsEvent {
  pmsId: string
  guid: string
  status: 'ACTIVE' | 'CANCELLED'
  eventId: number
}

export interface PmsPort {
  sendEvent(e: PmsEventRequest): Promise<PmsEvent>
  cancelEvent(pmsId: string): Promise<PmsEvent>
}
