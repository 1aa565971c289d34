/** A whole wire date (or date-time), as opposed to text still being typed. */
export const isWireDate = (v: unknown, time = false): v is string =>
  typeof v === 'string' && (time ? /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/ : /^\d{4}-\d{2}-\d{2}$/).test(v)
