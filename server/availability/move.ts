/**
 * Moving a booking (DESIGN.md wave 3, "Move a booking"): one call that takes the room item as it
 * stands in the locked transaction, shifts it and decides it like any room item write. The
 * browser used to read the event and its items and PUT the whole item back (four calls, and a
 * window in which another session's change was overwritten).
 */
import type { FastifyInstance } from 'fastify'
import type { Actor } from '../auth/actor.js'
import { environmentKind } from '../events/items/environment.js'
import { refId, registryData } from '../events/items/checks.js'
import { writeItem } from '../events/items/write.js'
import type { Item, ItemContext, ItemKind, Json } from '../events/items/types.js'
import type { BookingMoveBody } from '../../common/events/booking-move.js'
import { movedRates } from '../../common/events/booking-price.js'
import { clockOf, wireAt } from '../../common/wire-dates.js'

const ASSEMBLY = ['assemblyStart', 'assemblyEnd'] as const
const DISASSEMBLY = ['disassemblyStart', 'disassemblyDeadline'] as const

/**
 * The item after the move. Assembly keeps its distance to the start and disassembly to the end:
 * for a move (same length) both shift by the start's delta; a resize keeps each side's setup.
 */
export async function movedItem(ctx: ItemContext, before: Item, move: BookingMoveBody): Promise<Json> {
  const { id: _id, ...item } = before
  const startShift = clockOf(move.startDateHour) - clockOf(String(before.startDateHour))
  const endShift = clockOf(move.endDateHour) - clockOf(String(before.endDateHour))
  const shifted = (fields: readonly string[], delta: number) => {
    for (const f of fields)
      if (typeof item[f] === 'string') item[f] = wireAt(clockOf(item[f] as string) + delta)
  }
  shifted(ASSEMBLY, startShift)
  shifted(DISASSEMBLY, endShift)
  Object.assign(item, {
    environment: { id: move.environment.id },
    startDateHour: move.startDateHour,
    endDateHour: move.endDateHour,
  })
  const room: Json = await registryData(ctx.trx, 'environment', move.environment.id)
  const changedRoom = refId(before.environment) !== move.environment.id
  // A format the new room does not offer cannot follow it (the write would refuse the move).
  const formats = (room.formats ?? []) as { format?: { id: number } }[]
  if (changedRoom && !formats.some((f) => f.format?.id === refId(item.environmentFormat)))
    delete item.environmentFormat
  Object.assign(item, movedRates(item, room, move.rate))
  for (const [k, v] of Object.entries(item)) if (v === null || v === undefined) delete item[k]
  return item
}

/**
 * Moves booking `id` of event `eventId` in one transaction through the item write path (lock,
 * stale version, permissions, validation, the booking decision, audit, version): the answer is
 * the booking as the item list shows it, with the event's new version.
 */
export async function moveBooking(
  app: FastifyInstance,
  actor: Actor,
  eventId: number,
  id: number,
  move: BookingMoveBody,
) {
  const moving: ItemKind = {
    ...environmentKind,
    // The booking is already made: a move the room cannot take is refused, not business lost.
    trial: true,
    validate: async (ctx, _body, before) =>
      environmentKind.validate(ctx, await movedItem(ctx, before!, move), before),
  }
  const out = await writeItem(app, actor, moving, 'edit', eventId, move.eventVersion, {}, id)
  const booking = out.content.find((i) => i.id === id)
  const warnings = 'warnings' in out ? { warnings: out.warnings } : {}
  return { ...booking, eventVersion: out.eventVersion, ...warnings }
}
