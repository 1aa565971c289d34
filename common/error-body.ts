/**
 * The error body of DESIGN.md: what the server answers on a refusal (server/http/errors.ts) and
 * what the app reads to put each message on its field (src/providers/httpError.ts).
 */

/** One field error: `message` is a locale key, `target` names the field for "{field} must be informed". */
export interface FieldError {
  field: string
  message: string
  target: string
  /** Values for the message's `%{name}` slots beyond the field (e.g. the placeholders refused). */
  params?: Record<string, string>
}

/** `message` is a key of locales/*. */
export interface ErrorBody {
  status: number
  message: string
  errors: FieldError[]
  developerMessage?: string
}
