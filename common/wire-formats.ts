import { isWireDate, isWireDateTime } from './wire-dates.js'

/**
 * The spec's wire formats: `YYYY-MM-DDTHH:mm:ss` (venue local time), dates (`YYYY-MM-DD` or a
 * date-time), both real calendar dates in 1900–2199, and hex colours. The server adds them to its
 * ajv (server/schemas/ajv.ts); the browser's form validation checks the same without loading ajv.
 * `date` replaces ajv-formats' own, which takes year 0 and no time.
 */
export const wireFormats: Record<string, RegExp | ((s: string) => boolean)> = {
  'local-date-time': isWireDateTime,
  date: isWireDate,
  color: /^#[0-9a-fA-F]{6}$/,
}
