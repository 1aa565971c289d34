import { clockOf, DAY_MS, wireDateTimeOf, wireMoment } from '../../common/wire-dates.js'
import { badRequest, fieldError } from '../http/errors.js'

/** Query schema of a windowed read: start and end (date or date-time), plus list filters. */
export const windowQuery = (extra: Record<string, unknown> = {}, required = ['start', 'end']) => ({
  type: 'object',
  required,
  properties: { start: wireMoment(), end: wireMoment(), ...extra },
})

/** A comma-separated list of ids (`1,2,3`); 400 on the field otherwise. */
export function idList(value: string | undefined, field: string): number[] | undefined {
  if (value === undefined || value === '') return undefined
  const ids = value.split(',').map((v) => Number(v.trim()))
  if (ids.some((n) => !Number.isSafeInteger(n) || n < 1))
    throw badRequest([fieldError(field, 'error.invalidValue')])
  return ids
}

/** A comma-separated list of known values; 400 on the field otherwise. */
export function valueList(value: string | undefined, field: string, known: readonly string[]) {
  if (value === undefined || value === '') return undefined
  const list = value.split(',').map((v) => v.trim())
  if (list.some((v) => !known.includes(v))) throw badRequest([fieldError(field, 'error.invalidValue')])
  return list
}

/** The window as wire date-times, end after start and at most `maxDays` long (400 otherwise). */
export function windowOf(
  start: string,
  end: string,
  maxDays: number,
  key: string,
  fields = ['start', 'end'],
) {
  const s = wireDateTimeOf(start)
  const e = wireDateTimeOf(end)
  if (e <= s) throw badRequest([fieldError(fields[1], 'period.endBeforeStart')])
  if (clockOf(e) - clockOf(s) > maxDays * DAY_MS) throw badRequest([fieldError(fields[1], key)])
  return { start: s, end: e }
}
