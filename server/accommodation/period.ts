import { parseWireDay, wireDay } from '../../common/wire-dates.js'
import { badRequest, fieldError } from '../http/errors.js'
import { nights } from '../integrations/dates.js'

const daysInMonth = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate()

/**
 * A rates, availability or map period (two wire days, end not before start) of at most one
 * month — the days of the start month (event-domain §5, §9) — as `YYYY-MM-DD` days, or one 400
 * naming the field. A date-time counts as its day: the channel and the map work in nights.
 */
export function monthPeriod(startValue: unknown, endValue: unknown, fields = ['startDate', 'endDate']) {
  const start = parseWireDay(startValue)
  const end = parseWireDay(endValue)
  if (!start) throw badRequest([fieldError(fields[0], 'error.invalidDate')])
  if (!end) throw badRequest([fieldError(fields[1], 'error.invalidDate')])
  if (end < start) throw badRequest([fieldError(fields[1], 'period.endBeforeStart')])
  if (nights(start, end).length > daysInMonth(start))
    throw badRequest([fieldError(fields[1], 'accommodation.periodOverMonth')])
  return { start, end }
}

/** Query-string schema of such a period. */
export const periodQuery = (names: [string, string], extra: Record<string, unknown> = {}) => ({
  type: 'object',
  required: names,
  properties: { [names[0]]: wireDay(), [names[1]]: wireDay(), ...extra },
})
