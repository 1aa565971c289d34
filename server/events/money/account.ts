import type { Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import type { AuthContext } from '../../auth/context.js'
import { AppError, fieldError } from '../../http/errors.js'
import { enqueueJob } from '../../jobs/queue.js'
import { findRecords, getRecord } from '../../registries/reader.js'
import { asLocale, translate } from '../../i18n/translate.js'
import { discountGroups } from '../items/discount.js'
import { readableEvent } from '../event-lock.js'
import { computeSummary } from './summary.js'

type Trx = Transaction<Database>

/** The job of the integrations domain that calls the billing port (server/integrations/tasks.ts). */
export const BILLING_TASK = 'billing.sendAccount'

/**
 * The event's account as the billing port takes it: one item per group of the summary that has a
 * total (named in the establishment's language), and the general discounts as one negative item,
 * so what the billing system sums is the summary's total to the cent: one reckoning of the
 * event's money, not a second one here.
 */
export async function eventAccount(trx: Trx, auth: AuthContext, eventId: number) {
  const event = await readableEvent(trx, auth, eventId)
  const customer = event.customer_id ? await getRecord(trx, 'person', event.customer_id) : undefined
  const document = typeof customer?.document === 'string' ? customer.document : null
  if (!customer || !document)
    throw new AppError(409, 'integration.billing.customerDocumentRequired', [
      fieldError('customer', 'integration.billing.customerDocumentRequired'),
    ])
  const company = await trx.selectFrom('company').select('language').executeTakeFirst()
  const locale = asLocale(company?.language)
  const summary = await computeSummary(trx, event)
  const items = discountGroups
    .filter((g) => summary.groups[g].total !== 0)
    .map((g) => ({
      description: translate(locale, `events.summary.groups.${g}`),
      quantity: 1,
      unitValue: summary.groups[g].total,
    }))
  if (summary.totalDiscount)
    items.push({
      description: translate(locale, 'events.summary.totalDiscount'),
      quantity: 1,
      unitValue: -summary.totalDiscount,
    })
  if (!items.length) throw new AppError(409, 'event.accountEmpty')
  // The event's currency, else the tenant's main one (the money the summary shows is in it).
  const [currency] = event.currency_id
    ? [await getRecord(trx, 'currency-company', event.currency_id)]
    : await findRecords(trx, 'currency-company', { where: { main: true }, activeOnly: true, limit: 1 })
  const name = [customer.name, customer.surname].filter((s) => typeof s === 'string' && s).join(' ')
  return {
    eventId,
    customer: { name, document },
    currency: typeof currency?.isoCode === 'string' ? currency.isoCode : 'BRL',
    items,
    total: summary.total,
  }
}

/**
 * `PUT /events/event/account/{id}`: the account goes to the integrated billing as a job enqueued in
 * this transaction (the integration log keeps the call and its answer); answers its reference.
 */
export async function sendEventAccount(trx: Trx, auth: AuthContext, eventId: number) {
  const account = await eventAccount(trx, auth, eventId)
  const job = await enqueueJob(trx, {
    task: BILLING_TASK,
    tenantId: auth.tenantId,
    ownerEmail: auth.email,
    payload: account,
    maxAttempts: 3,
  })
  return { reference: job.reference, total: account.total }
}
