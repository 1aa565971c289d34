import { badRequest, fieldError } from '../http/errors.js'
import { nights } from '../integrations/dates.js'
import { realDay } from './rules.js'

const daysInMonth = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate()

/**
 * A rates, availability or map period (`YYYY-MM-DD` both, end not before start) of at most one
 * month — the days of the start month (event-domain §5, §9) — or one 400 naming the field.
 */
export function monthPeriod(start: unknown, end: unknown, fields = ['startDate', 'endDate']) {
  if (!realDay(start)) throw badRequest([fieldError(fields[0], 'error.invalidDate')])
  if (!realDay(end)) throw badRequest([fieldError(fields[1], 'error.invalidDate')])
  if (end < start) throw badRequest([fieldError(fields[1], 'period.endBeforeStart')])
  if (nights(start, end).length > daysInMonth(start))
    throw badRequest([fieldError(fields[1], 'accommodation.periodOverMonth')])
  return { start, end }
}

/** Query-string schema of such a period. */
export const periodQuery = (names: [string, string], extra: Record<string, unknown> = {}) => ({
  type: 'object',
  required: names,
  properties: {
    [names[0]]: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD' },
    [names[1]]: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD' },
    ...extra,
  },
})
