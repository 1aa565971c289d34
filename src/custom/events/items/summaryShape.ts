/** The answer of GET …/{eventId}/summary and its groups and columns, in the server's order. */
/** The budget groups in the order the server computes them (server/events/items/discount.ts). */
export const GROUPS = ['environment', 'equipment', 'foodAndBeverage', 'accommodation', 'additional'] as const
export const COLUMNS = ['gross', 'courtesy', 'discount', 'net', 'tax', 'total'] as const
export type Amounts = Record<(typeof COLUMNS)[number], number>

export interface Summary {
  eventVersion: number
  /** The currency the figures are in: the event's own, else the main one. */
  currency?: { id: number | null; isoCode: string | null; symbol: string }
  groups: Partial<Record<(typeof GROUPS)[number], Amounts>>
  subtotal: number
  totalDiscount: number
  total: number
  summaryResponsibles?: Record<string, unknown>[]
  paymentResponsible?: Record<string, unknown> | null
}
