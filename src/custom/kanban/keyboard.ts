import {
  KeyboardCode,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core'

/**
 * The keyboard moves a picked-up card a whole column at a time (arrow right and left), not by
 * pixels: it lands a little inside the next column's top-left corner, which the collision check
 * then reads as being over that column.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects, droppableContainers, over } = context
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0
  if (!step || !collisionRect) return undefined
  event.preventDefault()
  const columns = droppableContainers
    .getEnabled()
    .map((c) => ({ id: c.id, rect: droppableRects.get(c.id) }))
    .filter((c) => c.rect)
    .sort((a, b) => a.rect!.left - b.rect!.left)
  const here = over
    ? columns.findIndex((c) => c.id === over.id)
    : columns.findIndex((c) => c.rect!.left <= collisionRect.left && collisionRect.left < c.rect!.right)
  const next = columns[here + step]
  if (!next) return undefined
  return { x: next.rect!.left + 8, y: next.rect!.top + 48 }
}

/** The column under the pointer for a mouse or touch drag; the one the card overlaps most from the keyboard. */
export const columnCollision: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args)
