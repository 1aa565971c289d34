import type { FastifyInstance } from 'fastify'
import { badRequest, fieldError } from '../http/errors.js'
import { days } from '../integrations/dates.js'
import { setStock } from '../integrations/channel/stock.js'
import { setPrices } from '../integrations/channel/price-list.js'
import type { Trx } from '../events/items/types.js'
import { unitTypes } from './unit-types.js'
import { rateRows, stockRows } from './local-channel.js'
import { monthPeriod, periodQuery } from './period.js'
import { localChannelAnswers as answers } from './answers.js'

// Whoever keeps the hosting-unit types keeps what the built-in channel sells of them.
const config = { feature: 'HOSTING_UNIT_TYPE' }
const tags = ['channel integration']
const base = '/events/channel-integration/local'
const PAX_TYPES = ['ADULT', 'CHILD', 'BOTH'] as const
type Json = Record<string, unknown>

const int = (v: unknown, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
const body = { type: 'object', description: 'See the route description.' }

/** The active type named by `{id}` in the body, or a 400 on the field. */
async function typeOf(trx: Trx, v: unknown) {
  const id = (v as { id?: unknown } | undefined)?.id
  const type = (await unitTypes(trx)).find((t) => t.id === id)
  if (!type)
    throw badRequest([
      fieldError('hostingUnitType', id === undefined ? 'error.required' : 'error.invalidReference'),
    ])
  return type
}

/**
 * The built-in channel's own stock and price list (migration 0024), for the establishment's admin:
 * read per night and type, and set for a type over a period (at most a month, both days included).
 * Only the built-in party keeps them here; a remote channel keeps its own.
 */
export async function localChannelRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { startDate: string; endDate: string } }>(
    `${base}/stock`,
    {
      config,
      schema: { tags, querystring: periodQuery(['startDate', 'endDate']), response: answers.stock },
    },
    (request) => {
      const { start, end } = monthPeriod(request.query.startDate, request.query.endDate)
      return request.withTenant((trx) => stockRows(trx, start, end), { readOnly: true })
    },
  )

  app.put<{ Body: Json | undefined }>(
    `${base}/stock`,
    {
      config,
      schema: {
        tags,
        body: {
          ...body,
          description: '`{hostingUnitType: {id}, startDate, endDate, rooms}` → the rows of that period.',
        },
        response: answers.stock,
      },
    },
    (request) => {
      const b = request.body ?? {}
      const { start, end } = monthPeriod(b.startDate, b.endDate)
      if (!int(b.rooms, 0, 100_000)) throw badRequest([fieldError('rooms', 'error.invalidValue')])
      return request.withTenant(async (trx) => {
        const type = await typeOf(trx, b.hostingUnitType)
        const rooms = b.rooms as number
        await setStock(trx, request.auth.tenantId!, type.code, days(start, end), rooms)
        return (await stockRows(trx, start, end)).filter((r) => r.hostingUnitType.id === type.id)
      })
    },
  )

  app.get<{ Querystring: { startDate: string; endDate: string } }>(
    `${base}/rates`,
    {
      config,
      schema: { tags, querystring: periodQuery(['startDate', 'endDate']), response: answers.rates },
    },
    (request) => {
      const { start, end } = monthPeriod(request.query.startDate, request.query.endDate)
      return request.withTenant((trx) => rateRows(trx, start, end), { readOnly: true })
    },
  )

  app.put<{ Body: Json | undefined }>(
    `${base}/rates`,
    {
      config,
      schema: {
        tags,
        body: {
          ...body,
          description:
            '`{hostingUnitType: {id}, startDate, endDate, paxAmount (1–8), paxType (ADULT|CHILD|BOTH), currency, value}` → the rates of that type and period.',
        },
        response: answers.rates,
      },
    },
    (request) => {
      const b = request.body ?? {}
      const { start, end } = monthPeriod(b.startDate, b.endDate)
      const errors = []
      if (!int(b.paxAmount, 1, 8)) errors.push(fieldError('paxAmount', 'error.invalidValue'))
      if (!PAX_TYPES.includes(b.paxType as never)) errors.push(fieldError('paxType', 'error.invalidValue'))
      if (typeof b.currency !== 'string' || !/^[A-Z]{3}$/.test(b.currency))
        errors.push(fieldError('currency', 'error.invalidValue'))
      if (typeof b.value !== 'number' || !(b.value >= 0) || b.value > 9_999_999_999)
        errors.push(fieldError('value', 'error.invalidValue'))
      if (errors.length) throw badRequest(errors)
      return request.withTenant(async (trx) => {
        const type = await typeOf(trx, b.hostingUnitType)
        await setPrices(trx, request.auth.tenantId!, type.code, days(start, end), {
          paxAmount: b.paxAmount as number,
          paxType: b.paxType as (typeof PAX_TYPES)[number],
          currency: b.currency as string,
          value: String(b.value),
        })
        return (await rateRows(trx, start, end)).filter((r) => r.hostingUnitType.id === type.id)
      })
    },
  )
}
