import { fieldError, type FieldError } from '../../http/errors.js'
import type { RegistryData, RegistryRule } from './types.js'
import { isText } from './values.js'

/**
 * Start/end pairs the schemas use. Both formats are fixed width (YYYY-MM-DD,
 * YYYY-MM-DDTHH:mm:ss), so text comparison is time comparison. An end equal to the start is
 * not before it: a one-day period of dates is normal.
 */
const pairs = [
  ['startDate', 'endDate'],
  ['startDateHour', 'endDateHour'],
  ['saleStart', 'saleEnd'],
] as const

function check(data: RegistryData, prefix: string, errors: FieldError[]) {
  for (const [start, end] of pairs) {
    const s = data[start]
    const e = data[end]
    if (isText(s) && isText(e) && e < s) errors.push(fieldError(`${prefix}${end}`, 'period.endBeforeStart'))
  }
}

/**
 * The end of a period is not before its start: on the record itself and on the objects of its
 * arrays (ticket batches), one level deep. Generic, so any registry with these field names can list it.
 */
export const periodOrder: RegistryRule = ({ record }) => {
  const errors: FieldError[] = []
  check(record, '', errors)
  for (const [field, value] of Object.entries(record)) {
    if (!Array.isArray(value)) continue
    value.forEach((item, i) => {
      if (item && typeof item === 'object' && !Array.isArray(item))
        check(item as RegistryData, `${field}[${i}].`, errors)
    })
  }
  return errors
}
