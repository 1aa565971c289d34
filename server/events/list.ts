import { sql, type SelectQueryBuilder, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/guard.js'
import { situations, type Situation } from './lifecycle.js'
import { allowedSituations, mainSituations, seesOthers } from './visibility.js'
import type { EventFilter } from '../../common/events/filter.js'

/** The filter body of list-events and totals (event-domain.md §2 filters), shared with the app. */
export type { EventFilter }

export const eventFilterSchema = {
  type: 'object',
  properties: {
    situations: { type: 'array', items: { type: 'string', enum: [...situations] }, maxItems: 9 },
    waitList: { type: 'boolean' },
    dateType: { type: 'string', enum: ['START', 'END', 'PERIOD'] },
    startDate: { type: 'string', format: 'date' },
    endDate: { type: 'string', format: 'date' },
    requesterCreationStart: { type: 'string', format: 'date' },
    requesterCreationEnd: { type: 'string', format: 'date' },
    cancellationStart: { type: 'string', format: 'date' },
    cancellationEnd: { type: 'string', format: 'date' },
    confirmationStart: { type: 'string', format: 'date' },
    confirmationEnd: { type: 'string', format: 'date' },
    search: { type: 'string', maxLength: 200 },
    creator: { type: 'integer' },
    customer: { type: 'integer' },
  },
} as const

/** A day bound: a date alone covers the whole day. */
const from = (d: string) => (d.length === 10 ? `${d}T00:00:00` : d)
const until = (d: string) => (d.length === 10 ? `${d}T23:59:59` : d)

/** The situations a list may show: the ones asked for (or the working set) that the user may see. */
export function visibleSituations(auth: AuthContext, asked?: string[]): Situation[] {
  const allowed = allowedSituations(auth)
  const wanted = (asked?.length ? asked : mainSituations) as Situation[]
  return wanted.filter((s) => allowed.includes(s))
}

/** Every filter but the situations, and the creator wall. */
export function filteredEvents(trx: Transaction<Database>, auth: AuthContext, f: EventFilter) {
  let q: SelectQueryBuilder<Database, 'event', object> = trx.selectFrom('event')
  if (!seesOthers(auth)) q = q.where('created_by', '=', auth.eventsUserId ?? -1)
  if (f.creator) q = q.where('created_by', '=', f.creator)
  if (f.customer) q = q.where('customer_id', '=', f.customer)
  if (f.waitList !== undefined) q = q.where('wait_list', '=', f.waitList)
  if (f.startDate || f.endDate) {
    const start = f.startDate ? from(f.startDate) : undefined
    const end = f.endDate ? until(f.endDate) : undefined
    if (f.dateType === 'END') {
      if (start) q = q.where('end_date', '>=', start)
      if (end) q = q.where('end_date', '<=', end)
    } else if (f.dateType === 'PERIOD') {
      // Events that overlap the period at all.
      if (start) q = q.where('end_date', '>=', start)
      if (end) q = q.where('start_date', '<=', end)
    } else {
      if (start) q = q.where('start_date', '>=', start)
      if (end) q = q.where('start_date', '<=', end)
    }
  }
  if (f.cancellationStart) q = q.where('canceled_at', '>=', from(f.cancellationStart))
  if (f.cancellationEnd) q = q.where('canceled_at', '<=', until(f.cancellationEnd))
  if (f.confirmationStart) q = q.where('confirm_date', '>=', from(f.confirmationStart))
  if (f.confirmationEnd) q = q.where('confirm_date', '<=', until(f.confirmationEnd))
  if (f.requesterCreationStart || f.requesterCreationEnd) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('event_requester as r')
          .select(sql`1`.as('one'))
          .whereRef('r.event_id', '=', 'event.id')
          .$if(!!f.requesterCreationStart, (s) =>
            s.where('r.created_at', '>=', from(f.requesterCreationStart!) as never),
          )
          .$if(!!f.requesterCreationEnd, (s) =>
            s.where('r.created_at', '<=', until(f.requesterCreationEnd!) as never),
          ),
      ),
    )
  }
  if (f.search?.trim()) {
    const term = `%${f.search
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const asId = /^\d+$/.test(f.search.trim()) ? Number(f.search.trim()) : null
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', term),
        eb(sql`lower(client_name)`, 'like', term),
        ...(asId ? [eb('id', '=', asId)] : []),
      ]),
    )
  }
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
