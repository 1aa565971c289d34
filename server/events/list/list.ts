import { sql, type SelectQueryBuilder, type Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import { tenantOf } from '../../db/tenant.js'
import type { AuthContext } from '../../auth/context.js'
import { MAIN_SITUATIONS, SITUATIONS, type Situation } from '../../../common/events/situations.js'
import { allowedSituations, seesOthers } from '../visibility.js'
import type { EventFilter } from '../../../common/events/filter.js'
import { dayEnd, dayStart, wireDay } from '../../../common/wire-dates.js'

/** The filter body of list-events and totals (event-domain.md §2 filters), shared with the app. */
export type { EventFilter }

export const eventFilterSchema = {
  type: 'object',
  properties: {
    situations: { type: 'array', items: { type: 'string', enum: [...SITUATIONS] }, maxItems: 9 },
    waitList: { type: 'boolean' },
    dateType: { type: 'string', enum: ['START', 'END', 'PERIOD'] },
    startDate: wireDay(),
    endDate: wireDay(),
    requesterCreationStart: wireDay(),
    requesterCreationEnd: wireDay(),
    cancellationStart: wireDay(),
    cancellationEnd: wireDay(),
    confirmationStart: wireDay(),
    confirmationEnd: wireDay(),
    search: { type: 'string', maxLength: 200 },
    creator: { type: 'integer' },
    customer: { type: 'integer' },
  },
} as const

/**
 * The filter's dates mean days (the spec sends them as date-times too): a bound covers its whole
 * day, whatever time came with it, so `…T00:00:00` as the end still takes that day's events.
 */
const from = dayStart
const until = dayEnd

/** The situations a list may show: the ones asked for (or the working set) that the user may see. */
export function visibleSituations(auth: AuthContext, asked?: string[]): Situation[] {
  const allowed = allowedSituations(auth)
  const wanted = (asked?.length ? asked : MAIN_SITUATIONS) as Situation[]
  return wanted.filter((s) => allowed.includes(s))
}

/**
 * One condition of the filter as text around its values, as a tagged template gives them: the same
 * clause goes into the Kysely builder (filteredEvents) and into the event list written by hand
 * (list-sql.ts), so both read the filter one way. Raw text is not walled by the tenant plugin: a
 * clause that reads another tenant table names the tenant itself.
 */
export interface Clause {
  text: string[]
  values: unknown[]
}
const clause = (strings: TemplateStringsArray, ...values: unknown[]): Clause => ({
  text: [...strings],
  values,
})
/** `a` and `b` as one clause, `glue` between. */
const concat = (a: Clause, glue: string, b: Clause): Clause => ({
  text: [...a.text.slice(0, -1), a.text.at(-1)! + glue + b.text[0], ...b.text.slice(1)],
  values: [...a.values, ...b.values],
})

/** Every filter but the situations, and the creator wall, as clauses in this order. */
export function eventFilterClauses(tenantId: number, auth: AuthContext, f: EventFilter): Clause[] {
  const out: Clause[] = []
  if (!seesOthers(auth)) out.push(clause`"created_by" = ${auth.eventsUserId ?? -1}`)
  if (f.creator) out.push(clause`"created_by" = ${f.creator}`)
  if (f.customer) out.push(clause`"customer_id" = ${f.customer}`)
  if (f.waitList !== undefined) out.push(clause`"wait_list" = ${f.waitList}`)
  if (f.startDate || f.endDate) {
    const start = f.startDate ? from(f.startDate) : undefined
    const end = f.endDate ? until(f.endDate) : undefined
    if (f.dateType === 'END') {
      if (start) out.push(clause`"end_date" >= ${start}`)
      if (end) out.push(clause`"end_date" <= ${end}`)
    } else if (f.dateType === 'PERIOD') {
      // Events that overlap the period at all.
      if (start) out.push(clause`"end_date" >= ${start}`)
      if (end) out.push(clause`"start_date" <= ${end}`)
    } else {
      if (start) out.push(clause`"start_date" >= ${start}`)
      if (end) out.push(clause`"start_date" <= ${end}`)
    }
  }
  if (f.cancellationStart) out.push(clause`"canceled_at" >= ${from(f.cancellationStart)}`)
  if (f.cancellationEnd) out.push(clause`"canceled_at" <= ${until(f.cancellationEnd)}`)
  if (f.confirmationStart) out.push(clause`"confirm_date" >= ${from(f.confirmationStart)}`)
  if (f.confirmationEnd) out.push(clause`"confirm_date" <= ${until(f.confirmationEnd)}`)
  if (f.requesterCreationStart || f.requesterCreationEnd) {
    let exists = clause`exists (select 1 as "one" from "event_requester" as "r" where "r"."event_id" = "event"."id"`
    if (f.requesterCreationStart)
      exists = concat(exists, ' and ', clause`"r"."created_at" >= ${from(f.requesterCreationStart)}`)
    if (f.requesterCreationEnd)
      exists = concat(exists, ' and ', clause`"r"."created_at" <= ${until(f.requesterCreationEnd)}`)
    out.push(concat(exists, ' and ', clause`"r"."tenant_id" = ${tenantId})`))
  }
  if (f.search?.trim()) {
    const term = `%${f.search
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const asId = /^\d+$/.test(f.search.trim()) ? Number(f.search.trim()) : null
    // In parentheses: the clauses are joined with AND.
    let any = clause`(lower(name) like ${term} or lower(client_name) like ${term}`
    if (asId) any = concat(any, ' or ', clause`"id" = ${asId}`)
    out.push(concat(any, ')', clause``))
  }
  return out
}

/** Every filter but the situations, and the creator wall (the clauses above, walled by the plugin). */
export function filteredEvents(trx: Transaction<Database>, auth: AuthContext, f: EventFilter) {
  const tenantId = tenantOf(trx)
  if (tenantId === undefined) throw new Error('filteredEvents needs the transaction withTenant handed out')
  let q: SelectQueryBuilder<Database, 'event', object> = trx.selectFrom('event')
  for (const c of eventFilterClauses(tenantId, auth, f))
    q = q.where(sql<boolean>(c.text as unknown as TemplateStringsArray, ...c.values))
  return q
}

export const sortColumns = {
  id: 'id',
  name: 'name',
  startDate: 'start_date',
  endDate: 'end_date',
  situation: 'situation',
  createdAt: 'created_at',
  confirmDate: 'confirm_date',
  priority: 'priority',
} as const
