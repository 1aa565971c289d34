import { isWireDateTime, isWireDay } from '../../common/wire-dates'

/** A whole wire day (or date-time), as opposed to text still being typed: the server's one check. */
export const isWireDate = (v: unknown, time = false): v is string =>
  time ? typeof v === 'string' && isWireDateTime(v) : isWireDay(v)
