import type { FastifyInstance } from 'fastify'
import { inActorTenant, type Actor } from '../auth/actor.js'
import { portsFor } from '../integrations/adapters.js'
import { callPort } from '../integrations/call-port.js'
import type { ChannelPort } from '../integrations/channel/port.js'

/**
 * One synchronous call of the establishment's channel for a person's read (availability, rates):
 * through callPort, so it is logged (success or "Channel Error: … | GUID: …") and a failure
 * reaches the person as the spec §8 message.
 */
export async function askChannel<T>(
  app: FastifyInstance,
  actor: Actor,
  operation: 'availability' | 'rates',
  query: Record<string, unknown>,
  run: (channel: ChannelPort) => Promise<T>,
): Promise<T> {
  const tenantId = actor.tenantId!
  const db = app.database.db
  const ports = await inActorTenant(db, actor, (trx) => portsFor(trx, tenantId, db))
  return callPort(
    app,
    {
      tenantId,
      port: 'channel',
      operation,
      request: query,
      reference: `${query.startDate}..${query.endDate}`,
    },
    () => run(ports.channel),
  )
}
