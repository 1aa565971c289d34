import type { FastifyInstance } from 'fastify'
import { withTenant } from '../../server/db/tenant.js'
import { localDateTime } from '../../common/events/clock.js'
import { bearer, type Tokens } from './auth.js'
import { legalPersonBody } from './person.js'

/** A local date-time `days` from today at `hour`:00. */
export function at(days: number, hour = 10) {
  const d = new Date()
  d.setDate(d.getDate() + days)
  d.setHours(hour, 0, 0, 0)
  return localDateTime(d)
}

export function api(app: FastifyInstance) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Tokens, payload?: unknown) =>
    app.inject({ method, url, headers: bearer(who), payload: payload as never })
  async function post(url: string, who: Tokens, payload: unknown) {
    const res = await call('POST', url, who, payload)
    if (res.statusCode !== 201 && res.statusCode !== 200)
      throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`)
    return res.json()
  }
  return {
    call,
    post,
    person: (who: Tokens, name: string, document?: string) =>
      post('/events/person/', who, legalPersonBody(name, document)),
    reason: (who: Tokens, name = `Reason ${Math.random().toString(36).slice(2, 8)}`) =>
      post('/events/cancellation-reason/', who, { name, type: 'CANCELED' }),
    event: (who: Tokens, body: Record<string, unknown> = {}) =>
      post('/events/event/', who, {
        name: 'Congresso de Cardiologia',
        startDate: at(30, 8),
        endDate: at(32, 18),
        ...body,
      }),
    action: (who: Tokens, path: string, body: Record<string, unknown> = {}) =>
      call('POST', `/events/event/${path}`, who, body),
  }
}

/** Books an environment on an event directly (the environment sub-item routes come with issue 8). */
export async function bookEnvironment(
  app: FastifyInstance,
  tenantId: number,
  eventId: number,
  environmentId: number,
  start: string,
  end: string,
) {
  await withTenant(app.database.db, tenantId, (trx) =>
    trx
      .insertInto('event_environment')
      .values({
        tenant_id: tenantId,
        event_id: eventId,
        environment_id: environmentId,
        start_date_hour: start,
        end_date_hour: end,
      })
      .execute(),
  )
}
