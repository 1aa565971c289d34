import { listOf, objectOf, ref } from '../../http/answers.js'

const num = { type: 'number' }
const groupMoney = objectOf({ gross: num, courtesy: num, discount: num, net: num, tax: num, total: num })
const groups = ['environment', 'equipment', 'foodAndBeverage', 'accommodation', 'additional']
// The one reckoning of an event's money (DESIGN.md wave 3 "Money"), with the responsibles saved.
export const summaryAnswer = {
  allOf: [
    ref('event-summary'),
    objectOf({
      eventId: { type: 'integer' },
      eventVersion: { type: 'integer' },
      taxes: objectOf(
        Object.fromEntries(groups.filter((g) => g !== 'additional').map((g) => [g, num])),
        groups.filter((g) => g !== 'additional'),
      ),
      currency: objectOf({
        id: { type: ['integer', 'null'] },
        isoCode: { type: ['string', 'null'] },
        symbol: { type: 'string' },
      }),
      groups: objectOf(Object.fromEntries(groups.map((g) => [g, groupMoney]))),
      subtotal: num,
      totalDiscount: num,
      total: num,
      lines: listOf({
        origin: { type: 'string' },
        itemId: { type: 'integer' },
        group: { type: 'string' },
        gross: num,
        courtesy: num,
        taxRate: num,
        days: num,
        unitRate: num,
        courtesyDays: num,
        value: num,
        quantity: num,
        chargeType: { type: 'string' },
        start: { type: 'string', format: 'date', description: 'A stay line: its first night.' },
        end: { type: 'string', format: 'date', description: 'A stay line: the day it ends.' },
        unitTypeId: { type: 'integer' },
      }),
    }),
  ],
}
