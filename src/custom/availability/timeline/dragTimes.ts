/**
 * What a drag on the timeline asks for. vis-timeline turns the pointer's sideways travel into
 * time and snaps it to 30 minutes; at the month zoom one pixel is about 48 minutes, so a hand
 * dragging a booking "straight down" to another room moved it an hour too (a start earlier than
 * shown, refused as outside the event when the booking began with it). A drag that changes the
 * room and travels less than a few pixels sideways is a change of room only: the times stay.
 */
export const SIDEWAYS_SLOP_PX = 4

export interface Placed {
  group: number
  start: Date
  end: Date
}

export function droppedPeriod(before: Placed, after: Placed, msPerPx: number): { start: Date; end: Date } {
  const sideways = Math.abs(after.start.getTime() - before.start.getTime())
  const sameLength =
    after.end.getTime() - after.start.getTime() === before.end.getTime() - before.start.getTime()
  if (after.group !== before.group && sameLength && sideways <= SIDEWAYS_SLOP_PX * msPerPx)
    return { start: before.start, end: before.end }
  return { start: after.start, end: after.end }
}
