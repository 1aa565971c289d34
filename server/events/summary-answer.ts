import { ref } from '../http/answers.js'

const num = { type: 'number' }
const groupMoney = {
  type: 'object',
  properties: { gross: num, courtesy: num, discount: num, net: num, tax: num, total: num },
}
// The one reckoning of an event's money (DESIGN.md wave 3 "Money"), with the responsibles saved.
export const summaryAnswer = {
  allOf: [
    ref('event-summary'),
    {
      type: 'object',
      properties: {
        eventVersion: { type: 'integer' },
        currency: {
          type: 'object',
          properties: {
            id: { type: ['integer', 'null'] },
            isoCode: { type: ['string', 'null'] },
            symbol: { type: 'string' },
          },
        },
        groups: {
          type: 'object',
          properties: Object.fromEntries(
            ['environment', 'equipment', 'foodAndBeverage', 'accommodation', 'additional'].map((g) => [
              g,
              groupMoney,
            ]),
          ),
        },
        subtotal: num,
        totalDiscount: num,
        total: num,
        lines: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              origin: { type: 'string' },
              itemId: { type: 'integer' },
              group: { type: 'string' },
              gross: num,
              courtesy: num,
              taxRate: num,
            },
          },
        },
      },
    },
  ],
}
