/**
 * A room block against its contract, as the server works it out on every read
 * (server/accommodation/pickup.ts pickupSummary) and the accommodation screen shows it.
 */
export interface PickupSummary {
  cutoffDate: string
  released: boolean
  agreedRoomNights: number
  pickedUpRoomNights: number
  /** Room-nights of the contract not picked up, in % of the agreed ones. */
  attritionPercent: number
  /** The pickup the contract asks by the deadline, in % (PERCENTAGE: its value; UH: its rooms over the peak night). */
  requiredPercent: number | null
  /** Pickup below what the contract asks. */
  belowContract: boolean
}
