/** How a box office sale is paid: what the server accepts (server/tickets/sale-rules.ts) and the sale screen offers. */
export const PAYMENT_METHODS = [
  'CASH',
  'CREDIT_CARD',
  'DEBIT_CARD',
  'PIX',
  'BANK_TRANSFER',
  'COURTESY',
] as const

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
