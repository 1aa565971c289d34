/**
 * Forced letter case for text inputs (spec §5): when the configuration has FORMAT_INPUTS true,
 * INPUT_FORMAT (`upper` | `lower`) is applied to what the person types; never to passwords or
 * e-mails.
 *
 * The configuration endpoint (GET /events/configuration) does not exist yet, so this hook
 * answers `none` for now. When it arrives, read FORMAT_INPUTS / INPUT_FORMAT here (one cached
 * query) and every text widget follows; nothing else needs to change.
 */
export type InputFormat = 'none' | 'upper' | 'lower'

export function useInputFormat(): InputFormat {
  return 'none'
}

export function applyInputFormat(text: string, format: InputFormat): string {
  if (format === 'upper') return text.toUpperCase()
  if (format === 'lower') return text.toLowerCase()
  return text
}

/** Passwords and e-mails keep the case the person typed (a password is case-sensitive). */
export function formatsCase(schema: { type?: unknown; format?: unknown }, name: string, widget?: unknown): boolean {
  if (schema.type !== 'string') return false
  if (schema.format === 'email' || widget === 'password' || widget === 'email') return false
  return !/password|e-?mail/i.test(name)
}
