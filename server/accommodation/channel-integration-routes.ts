import type { FastifyInstance } from 'fastify'
import { badRequest, fieldError, notFound } from '../http/errors.js'
import { commaList } from '../http/comma-list.js'
import { page, pageQuerySchema } from '../http/page.js'
import { askChannel } from './channel-port.js'
import { monthPeriod, periodQuery } from './period.js'
import { lookUpRate } from './rate-lookup.js'
import { unitTypes } from './unit-types.js'
import { channelAvailabilityAnswer, channelUnitsAnswer, rateLookupAnswer, ratesAnswer } from './answers.js'

// The accommodation tab asks these while a block is edited: whoever edits events may ask.
const config = { feature: 'EVENT' }
const tags = ['channel integration']
const base = '/events/channel-integration'
const CODE = /^[A-Za-z0-9_.-]{1,20}$/

interface Period {
  startDate: string
  endDate: string
}

function codeList(value: string | undefined) {
  if (value === undefined || value.trim() === '') return undefined
  const codes = [...new Set(value.split(',').map((c) => c.trim()))]
  if (codes.some((c) => !CODE.test(c)) || codes.length > 100)
    throw badRequest([fieldError('rentalUnitTypes', 'error.invalidValue')])
  return codes
}

/** The spec's channel-integration reads (event-domain §7), each one call of the channel port. */
export async function channelIntegrationRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Period & { rentalUnitTypes?: string } }>(
    `${base}/availability`,
    {
      config,
      schema: {
        response: channelAvailabilityAnswer,
        tags,
        querystring: periodQuery(['startDate', 'endDate'], {
          rentalUnitTypes: commaList(
            { type: 'string' },
            'Rental unit type codes; all active types when absent.',
          ),
        }),
      },
    },
    async (request) => {
      const { start, end } = monthPeriod(request.query.startDate, request.query.endDate)
      const codes =
        codeList(request.query.rentalUnitTypes) ?? (await request.withTenant(unitTypes)).map((t) => t.code)
      const q = { startDate: start, endDate: end, rentalUnitTypes: codes }
      return codes.length ? askChannel(app, request.auth, 'availability', q, (c) => c.availability(q)) : []
    },
  )

  app.get<{ Querystring: Period & { name?: string; page?: number; size?: number } }>(
    `${base}/autocomplete/channel-uh`,
    {
      config,
      schema: {
        response: channelUnitsAnswer,
        tags,
        querystring: periodQuery(['startDate', 'endDate'], {
          name: { type: 'string', maxLength: 100 },
          page: pageQuerySchema.page,
          size: pageQuerySchema.size,
        }),
      },
    },
    async (request) => {
      const { start, end } = monthPeriod(request.query.startDate, request.query.endDate)
      const name = (request.query.name ?? '').trim().toLowerCase()
      const types = (await request.withTenant(unitTypes)).filter(
        (t) => !name || t.name.toLowerCase().includes(name) || t.code.toLowerCase().includes(name),
      )
      const q = { startDate: start, endDate: end, rentalUnitTypes: types.map((t) => t.code) }
      const nightly = types.length
        ? await askChannel(app, request.auth, 'availability', q, (c) => c.availability(q))
        : []
      // A type is offered with the rooms it has free on every night of the period (its tightest night).
      const content = types.map((t) => {
        const own = nightly.filter((n) => n.rentalUnitTypeCode === t.code)
        return {
          ...t,
          total: own.length ? Math.min(...own.map((n) => n.total)) : 0,
          available: own.length ? Math.min(...own.map((n) => n.available)) : 0,
        }
      })
      return page(content, request.query.page ?? 0, request.query.size ?? 20)
    },
  )

  app.get<{ Querystring: Period }>(
    `${base}/rates`,
    { config, schema: { response: ratesAnswer, tags, querystring: periodQuery(['startDate', 'endDate']) } },
    async (request) => {
      const { start, end } = monthPeriod(request.query.startDate, request.query.endDate)
      const codes = (await request.withTenant(unitTypes)).map((t) => t.code)
      const q = { startDate: start, endDate: end, rentalUnitTypes: codes }
      return codes.length ? askChannel(app, request.auth, 'rates', q, (c) => c.rates(q)) : []
    },
  )

  app.get<{
    Querystring: Period & { hostingUnitType: number; paxAmount: number; paxType?: 'ADULT' | 'CHILD' | 'BOTH' }
  }>(
    `${base}/rates/lookup`,
    {
      config,
      schema: {
        response: rateLookupAnswer,
        tags,
        description:
          'The daily rates of one room (event-domain §5 rate lookup): the channel rates of the stay, filtered for the type and pax; 400 accommodation.noDailyRateForAllDays when a night has none.',
        querystring: periodQuery(['startDate', 'endDate'], {
          hostingUnitType: { type: 'integer', minimum: 1 },
          paxAmount: { type: 'integer', minimum: 1, maximum: 8 },
          paxType: { type: 'string', enum: ['ADULT', 'CHILD', 'BOTH', ''] },
        }),
        // hostingUnitType and paxAmount are required, checked below so the 400 names the field.
      },
    },
    async (request) => {
      const { hostingUnitType, paxAmount, paxType } = request.query
      const { start, end } = monthPeriod(request.query.startDate, request.query.endDate)
      if (!hostingUnitType) throw badRequest([fieldError('hostingUnitType', 'error.required')])
      if (!paxAmount) throw badRequest([fieldError('paxAmount', 'error.required')])
      const type = (await request.withTenant(unitTypes)).find((t) => t.id === hostingUnitType)
      if (!type) throw notFound()
      const q = { startDate: start, endDate: end, rentalUnitTypes: [type.code] }
      const entries = await askChannel(app, request.auth, 'rates', q, (c) => c.rates(q))
      const rate = lookUpRate(entries, {
        rentalUnitTypeCode: type.code,
        startDate: start,
        endDate: end,
        paxAmount,
        paxType: paxType || null,
      })
      return { hostingUnitType: { id: type.id, name: type.name }, rentalUnitTypeCode: type.code, ...rate }
    },
  )
}
