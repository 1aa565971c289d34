import type { FastifyInstance } from 'fastify'
import type { Actor } from '../auth/actor.js'
import { badRequest, fieldError } from '../http/errors.js'
import { insertBlock } from './block-repository.js'
import { writeBlock } from './block-service.js'
import { validAccommodation } from './write.js'
import { refuseWithoutStock } from './stock-check.js'

type Json = Record<string, unknown>

export const positiveId = (v: unknown) => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 ? n : undefined
}

/**
 * A new room block on the event `b.event` names (event-domain §7), over `b.eventVersion`: valid,
 * within the stock, written through writeBlock. A verb (issue 50): the route and the demo seed call it.
 */
export async function addBlock(app: FastifyInstance, actor: Actor, b: Json) {
  const eventId = positiveId((b.event as Json | undefined)?.id)
  if (!eventId) throw badRequest([fieldError('event', 'error.required')])
  return writeBlock(app, actor, eventId, b.eventVersion, undefined, async (trx) => {
    const v = await validAccommodation({ trx, tenantId: actor.tenantId! }, b)
    await refuseWithoutStock(trx, actor.tenantId!, v.reservations as never)
    return insertBlock(trx, actor.tenantId!, eventId, actor.eventsUserId, v.data, v.reservations)
  })
}
