import { isWireDate, isWireDateTime } from '../../../server/http/wire-dates'

/**
 * The server's wire formats (server/schemas/ajv.ts `wireFormats`), repeated here because that
 * module pulls in the ajv compiler, which the browser must not load; interpret.test.ts checks
 * that both sides keep the same formats. The date checks are the server's own code.
 */
export const wireFormats: Record<string, RegExp | ((s: string) => boolean)> = {
  'local-date-time': isWireDateTime,
  date: isWireDate,
  color: /^#[0-9a-fA-F]{6}$/,
}
