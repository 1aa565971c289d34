/** Integrated billing: an event's account (what is charged) becomes an account and an invoice number there. */

export interface BillingAccountRequest {
  eventId: number
  customer: { name: string; document: string | null }
  currency: string
  items: { description: string; quantity: number; unitValue: number }[]
}

export interface BillingAccount {
  accountId: string
  invoiceNumber: string
  guid: string
  total: number
}

export interface BillingPort {
  sendAccount(a: BillingAccountRequest): Promise<BillingAccount>
}
