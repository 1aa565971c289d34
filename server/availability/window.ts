import { badRequest, fieldError } from '../http/errors.js'

const DAY = 86_400_000
const when = { type: 'string', format: 'local-date-time' }
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}' }

/** Query schema of a windowed read: start and end (date or date-time), plus list filters. */
export const windowQuery = (extra: Record<string, unknown> = {}, required = ['start', 'end']) => ({
  type: 'object',
  required,
  properties: { start: { anyOf: [when, day] }, end: { anyOf: [when, day] }, ...extra },
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
  const s = start.length === 10 ? `${start}T00:00:00` : start
  const e = end.length === 10 ? `${end}T00:00:00` : end
  if (e <= s) throw badRequest([fieldError(fields[1], 'period.endBeforeStart')])
  if (Date.parse(`${e}Z`) - Date.parse(`${s}Z`) > maxDays * DAY)
    throw badRequest([fieldError(fields[1], key)])
  return { start: s, end: e }
}
