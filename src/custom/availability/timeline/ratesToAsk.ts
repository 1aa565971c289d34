import { rateQuestion } from '../../../../common/events/booking-price'

/** The two rates when a move to `room` must ask which applies: another room, both rates known and different. */
export function ratesToAsk(
  booking: { environment: { id: number }; dailyRate?: number | null } | undefined,
  room: number,
  rooms: { id: number; dailyRate?: number | null }[],
): { agreed: number; room: number } | undefined {
  if (!booking) return undefined
  const roomRate = rooms.find((r) => r.id === room)?.dailyRate
  return rateQuestion(booking.environment.id === room, booking.dailyRate, roomRate)
}
