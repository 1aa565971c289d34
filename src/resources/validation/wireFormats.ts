/**
 * The server's wire formats (server/schemas/ajv.ts `wireFormats`), repeated here because that
 * module pulls in the ajv compiler, which the browser must not load; wireFormats.test.ts checks
 * that both sides keep the same patterns.
 */
export const wireFormats: Record<string, RegExp> = {
  'local-date-time': /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/,
  color: /^#[0-9a-fA-F]{6}$/,
}
