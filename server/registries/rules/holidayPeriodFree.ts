import { fieldError } from '../../http/errors.js'
import { lockRegistry } from './lock.js'
import type { RegistryData, RegistryRule } from './types.js'
import { isText, rangesOverlap } from './values.js'

/**
 * The days a holiday covers: its period (`startDate`..`endDate`) when both ends are informed,
 * otherwise its one `date`; undefined when neither is complete.
 */
export function holidayPeriod(h: RegistryData): [string, string] | undefined {
  if (isText(h.startDate) && isText(h.endDate)) return [h.startDate, h.endDate]
  if (isText(h.date)) return [h.date, h.date]
  return undefined
}

/** Holidays per company are few (tens a year); reading them all keeps the overlap test exact. */
const HOLIDAYS_READ_LIMIT = 10_000

/**
 * A holiday is one day (`date`) or a period (`startDate` and `endDate`, e.g. Carnival); with both,
 * the date is the main day and lies inside the period. Its days must not already be covered by
 * another holiday of the company ("period exists"): calendars paint one holiday per day. An
 * inverted period is rule periodOrder's to report.
 */
export const holidayPeriodFree: RegistryRule = async (ctx) => {
  const { record, id, reader } = ctx
  const hasStart = isText(record.startDate)
  const hasEnd = isText(record.endDate)
  if (hasStart !== hasEnd) return [fieldError(hasStart ? 'endDate' : 'startDate', 'holiday.datesRequired')]
  const period = holidayPeriod(record)
  if (!period) return [fieldError('date', 'holiday.datesRequired')]
  if (period[0] > period[1]) return []
  if (isText(record.date) && (record.date < period[0] || record.date > period[1])) {
    return [fieldError('date', 'holiday.dateOutsidePeriod')]
  }

  await lockRegistry(ctx, 'holiday')
  const others = await reader.find('holiday', {}, HOLIDAYS_READ_LIMIT)
  const taken = others.some((other) => {
    if (other.id === id) return false
    const p = holidayPeriod(other)
    return p !== undefined && rangesOverlap(period, p)
  })
  return taken ? [fieldError(hasStart ? 'startDate' : 'date', 'holiday.periodExists')] : []
}
