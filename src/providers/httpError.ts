import type { ErrorBody as WireErrorBody, FieldError as WireFieldError } from '../../common/error-body'

/** A field error as the app reads it: the app builds some itself (the mail test) without a target. */
export type FieldError = Omit<WireFieldError, 'target'> & { target?: string }

/** The server's error body, plus the OAuth fields the token endpoint adds. */
export interface ErrorBody extends Omit<WireErrorBody, 'errors'> {
  errors: FieldError[]
  error?: string
  error_description?: string
}

/** Every failed call rejects with this: the status and the (normalised) server body. */
export class HttpError extends Error {
  readonly status: number
  readonly body: ErrorBody

  constructor(status: number, body: Partial<ErrorBody> & { message?: string }) {
    const normalised: ErrorBody = {
      ...body,
      status,
      message: body.message || 'error.requestFailed',
      errors: body.errors ?? [],
    }
    super(normalised.message)
    this.name = 'HttpError'
    this.status = status
    this.body = normalised
  }

  /** Every text the server gave, for the spec's "message contains …" rules. */
  get text(): string {
    const { message, developerMessage, error_description } = this.body
    return [message, developerMessage, error_description].filter(Boolean).join(' ')
  }
}

/** Reads a response body: JSON when it says so, text otherwise, nothing for 204. */
export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (!text) return undefined
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  return text
}

/** Turns a failed response into an HttpError whatever the body looks like. */
export async function errorFrom(response: Response): Promise<HttpError> {
  const body = await readBody(response).catch(() => undefined)
  if (body && typeof body === 'object') return new HttpError(response.status, body as Partial<ErrorBody>)
  return new HttpError(response.status, {
    message: typeof body === 'string' && body ? body : 'error.requestFailed',
  })
}

export type Query = Record<string, string | number | boolean | null | undefined>

/** Absolute URL on the app's own origin (the API is served beside it). */
export function apiUrl(path: string, query: Query = {}): string {
  const url = new URL(path, window.location.origin)
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v))
  }
  return url.toString()
}
