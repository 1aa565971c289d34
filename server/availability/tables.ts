/** Tables of the occupancy engine (migration 0016_occupancy). */
export interface EnvironmentPartTable {
  tenant_id: number
  environment_id: number
  part_id: number
}

/** One row per booking and simple room it takes; written by a trigger on event_environment. */
export interface BookingOccupancyTable {
  tenant_id: number
  event_environment_id: number
  event_id: number
  simple_environment_id: number
  occupied: string
  occupied_start: string
  occupied_end: string
  blocking: boolean
}

export interface AvailabilityTables {
  environment_part: EnvironmentPartTable
  booking_occupancy: BookingOccupancyTable
}
