import type { FastifyInstance } from 'fastify'
import type { Tokens } from './auth.js'
import { accommodationBody, accommodationFixtures, randomCnpj, reservation, day } from './accommodation.js'
import { fixtures, items } from './event-items.js'
import { api, at } from './events.js'
import { legalPersonBody } from './person.js'
import { putConfiguration } from './configuration.js'

type Body = Record<string, unknown>

/** The taxes the priced event is reckoned with (percent per group), set tenant-wide. */
export const pricedTaxes = { environment: 10, equipment: 5, foodAndBeverage: 8, accommodation: 3 }

/**
 * An event with every priced kind, for tests of what documents, reports and the summary show
 * (issue 33): a customer with a CNPJ, an address and a phone; a room with a courtesy daily and an
 * assembly rate, equipment, a meal per item and one per person, a menu with items, room service
 * per person, a block of two rooms for two nights at 250, a discount by area and one on the total,
 * the taxes above and two payments. Returns the ids, the names a document shows and the total as
 * reckoned by hand below (the summary must agree to the cent).
 */
export async function createPricedEvent(app: FastifyInstance, admin: Tokens, opts: { offset?: number } = {}) {
  // Days from today of the event's first day (a test that reads a report's period picks its own).
  const o = opts.offset ?? 30
  const a = api(app)
  const it = items(app, admin)
  const f = await fixtures(app, admin)
  const stay = await accommodationFixtures(app, admin)
  const taxes = await putConfiguration(app, admin, [
    { name: 'ENVIRONMENT_TAX', value: pricedTaxes.environment },
    { name: 'EQUIPMENT_TAX', value: pricedTaxes.equipment },
    { name: 'FOOD_AND_BEVERAGE_TAX', value: pricedTaxes.foodAndBeverage },
    { name: 'ACCOMMODATION_TAX', value: pricedTaxes.accommodation },
    { name: 'CHARGE_MEAL_DAILY', value: false },
  ])
  if (taxes.statusCode !== 200) throw new Error(`taxes: ${taxes.statusCode} ${taxes.body}`)
  const cnpj = randomCnpj()
  const customer = await a.post(
    '/events/person/',
    admin,
    legalPersonBody(`Instituto Priced ${f.tag}`, cnpj, {
      addresses: [
        {
          type: 0,
          main: true,
          zipCode: '01310-100',
          street: 'Rua Augusta',
          number: '1500',
          district: 'Consolação',
          city: 'São Paulo',
          state: 'SP',
          country: 'BR',
        },
      ],
      contacts: [{ type: 'COMMERCIAL', main: true, name: 'Eventos', preferredPhone: '+55 11 4002-8922' }],
    }),
  )
  const e = await a.event(admin, {
    name: `Congresso Priced ${f.tag}`,
    customer: { id: customer.id },
    startDate: at(o, 8),
    endDate: at(o + 2, 18),
    estimatedPeople: 10,
  })
  const add = async (kind: string, body: Body) => {
    const res = await it.add(admin, e.id, kind, body)
    if (res.statusCode !== 201) throw new Error(`${kind}: ${res.statusCode} ${res.body}`)
    return res.json() as Body & { id: number }
  }
  // Room: 2 dailies × 1000, one a courtesy, + assembly 1 day × 200 → gross 2200, courtesy 1000.
  await add('environment', {
    environment: { id: f.roomA.id },
    startDateHour: at(o, 9),
    endDateHour: at(o + 1, 18),
    dailyRate: 1000,
    courtesyDailies: 1,
    assemblyStart: at(o, 8),
    assemblyEnd: at(o, 10),
    assemblyRate: 200,
  })
  // Projector: 50 × 4 units × 3 days = 600.
  await add('equipment', {
    equipment: { id: f.projector.id },
    startDateHour: at(o, 9),
    endDateHour: at(o + 2, 18),
    amount: 4,
  })
  // Food and beverage: 300 once + 45 × 12 people + menu (25 × 10 + 5 × 20) + water 2 × 10 people = 1210.
  const meal = { mealPlace: { id: f.roomA.id } }
  await add('meal', {
    ...meal,
    startDateHour: at(o, 12),
    endDateHour: at(o, 14),
    value: 300,
    chargeType: 'PER_ITEM',
  })
  await add('meal', {
    ...meal,
    startDateHour: at(o + 1, 12),
    endDateHour: at(o + 1, 14),
    value: 45,
    esteemedPeople: 12,
  })
  await add('menu', {
    name: 'Almoço executivo',
    items: [
      { description: 'Prato do dia', value: 25, amount: 10 },
      { description: 'Suco natural', value: 5, amount: 20 },
    ],
  })
  await add('room-service', {
    name: 'Água mineral',
    chargeType: 'PER_PERSON',
    items: [{ description: 'Garrafa', value: 2, amount: 1 }],
  })
  // Accommodation: 2 rooms × 2 nights × 250 = 1000.
  const version = (await a.call('GET', `/events/event/${e.id}`, admin)).json().version as number
  await a.post(
    '/events/event/event-accommodation',
    admin,
    accommodationBody(stay, e.id, version, { reservations: [reservation(stay.double.id, day(20), day(22))] }),
  )
  await add('discount', { type: 'BY_AREA', equipmentValue: 100, description: 'Desconto em equipamentos' })
  await add('discount', { type: 'TOTAL', value: 50, description: 'Cortesia comercial' })
  await add('payment', {
    value: 2000,
    status: 'PAID',
    expectedPaymentDate: at(10, 12),
    payer: { id: customer.id },
  })
  await add('payment', {
    value: 2131.8,
    status: 'PROVIDED',
    expectedPaymentDate: at(25, 12),
    payer: { id: customer.id },
  })

  // By hand: environment (2200 − 1000) + 10% = 1320; equipment (600 − 100) + 5% = 525;
  // food and beverage 1210 + 8% = 1306.80; accommodation 1000 + 3% = 1030; less 50 → 4131.80.
  const expectedTotal = 1320 + 525 + 1306.8 + 1030 - 50
  return {
    id: e.id as number,
    expectedTotal: Math.round(expectedTotal * 100) / 100,
    cnpj,
    customer: customer as { id: number; name: string },
    names: {
      room: f.roomA.name as string,
      projector: f.projector.name as string,
      roomType: stay.double.name as string,
    },
  }
}
