/**
 * The list filters of event-domain.md §2 as the form holds them, and the request body they
 * become (server/events/list/list.ts EventFilter). Dates are wire dates (YYYY-MM-DD) in both.
 */
import { isWireDay } from '../../../../common/wire-dates'
import type { Situation } from '../../../../common/events/situations'
import type { EventFilter } from '../types'

const RANGES = [
  'requesterCreationStart',
  'requesterCreationEnd',
  'cancellationStart',
  'cancellationEnd',
  'confirmationStart',
  'confirmationEnd',
] as const

/** The dates are the body's own (optional wire dates); the rest is held as the inputs hold it. */
export interface FilterForm extends Pick<EventFilter, 'startDate' | 'endDate' | (typeof RANGES)[number]> {
  situations: Situation[]
  /** '' = both, 'yes' = only on the wait list, 'no' = only off it. */
  waitList: '' | 'yes' | 'no'
  dateType: NonNullable<EventFilter['dateType']>
  search: string
}

export const emptyFilter: FilterForm = { situations: [], waitList: '', dateType: 'START', search: '' }

/** Only what the person set goes out; the date type only with a date to apply it to. */
export function filterBody(form: FilterForm): EventFilter {
  const body: EventFilter = {}
  if (form.situations.length) body.situations = [...form.situations]
  if (form.waitList) body.waitList = form.waitList === 'yes'
  // Text still being typed is not a date yet: it is left out rather than refused by the server.
  const start = isWireDay(form.startDate) ? form.startDate : undefined
  const end = isWireDay(form.endDate) ? form.endDate : undefined
  if (start || end) {
    body.dateType = form.dateType
    if (start) body.startDate = start
    if (end) body.endDate = end
  }
  for (const key of RANGES) if (isWireDay(form[key])) body[key] = form[key]
  const search = form.search.trim()
  if (search) body.search = search
  return body
}

/** A saved filter back into the form. */
export function formOf(filter: EventFilter): FilterForm {
  const form: FilterForm = {
    ...emptyFilter,
    situations: [...(filter.situations ?? [])],
    waitList: filter.waitList === undefined ? '' : filter.waitList ? 'yes' : 'no',
    dateType: filter.dateType ?? 'START',
    startDate: filter.startDate,
    endDate: filter.endDate,
    search: filter.search ?? '',
  }
  for (const key of RANGES) if (filter[key]) form[key] = filter[key]
  return form
}

/** How many filters besides the search are set (shown on the filters button). */
export const activeCount = (body: EventFilter) =>
  Object.keys(body).filter((k) => k !== 'search' && k !== 'dateType').length
