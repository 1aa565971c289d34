/**
 * The one fetch wrapper every call goes through (spec platform.md §7, §8; docs/auth.md).
 * It adds the bearer, the `tenant-id` header and `idCompany` parameter, stamps POST bodies with
 * `companyId` and `createdBy`, drives the global loading flag, and answers an expired access
 * token with exactly one refresh that every waiting request shares.
 */
import { raiseAttention } from './alerts'
import { apiUrl, errorFrom, HttpError, readBody, type Query } from './httpError'
import { beginLoading, endLoading } from './loading'
import { endSession, getAccessToken, getTenant, getTokens, getUser } from './session'
import { refreshTokens } from './tokens'

export { HttpError } from './httpError'
export type { ErrorBody, FieldError, Query } from './httpError'

export interface HttpOptions {
  method?: string
  query?: Query
  /** Sent as JSON; a POSTed object also gets `companyId` and `createdBy`. */
  json?: unknown
  /** Any other body (FormData for uploads); sent as is. */
  body?: BodyInit
  headers?: Record<string, string>
  /** Public calls (password recovery): no token, no tenant, no logout on 401. */
  anonymous?: boolean
  signal?: AbortSignal
  /** Read the answer as a Blob (file downloads need the bearer, so no plain link will do). */
  blob?: boolean
}

const EXPIRED = 'auth.accessTokenExpired'

/** The refresh in flight, shared by every request that meets an expired token meanwhile. */
let refreshing: Promise<string> | null = null

export async function http<T = unknown>(path: string, options: HttpOptions = {}): Promise<T> {
  // The unread-notification poll runs in the background; it must not flash the loading bar.
  const quiet = path.includes('/notification/unread/')
  if (!quiet) beginLoading()
  try {
    return (await call(path, options)) as T
  } finally {
    if (!quiet) endLoading()
  }
}

async function call(path: string, options: HttpOptions): Promise<unknown> {
  if (options.anonymous) {
    const response = await send(path, options, null)
    if (!response.ok) throw await errorFrom(response)
    return readBody(response)
  }
  // A request started while a refresh runs waits for it rather than spend a doomed round trip.
  if (refreshing) await refreshing.catch(() => undefined)
  const usedToken = getAccessToken()
  let response = await send(path, options, usedToken)
  if (response.status === 401 && usedToken) {
    const error = await errorFrom(response)
    if (error.body.message !== EXPIRED) throw react(error)
    const fresh = await renewAfter(usedToken)
    response = await send(path, options, fresh)
  }
  if (!response.ok) throw react(await errorFrom(response))
  return options.blob ? response.blob() : readBody(response)
}

/**
 * Single-flight refresh. A request whose 401 arrives after another one already renewed the pair
 * just replays with the current token: refresh tokens are single use, and spending one twice
 * would revoke the whole family.
 */
function renewAfter(usedToken: string): Promise<string> {
  const current = getAccessToken()
  if (current && current !== usedToken) return Promise.resolve(current)
  if (!refreshing) {
    const tokens = getTokens()
    refreshing = (async () => {
      if (!tokens) throw new HttpError(401, { message: EXPIRED })
      try {
        return (await refreshTokens(tokens.refreshToken, getTenant()?.id)).access_token
      } catch {
        endSession(EXPIRED)
        throw new HttpError(401, { message: EXPIRED })
      }
    })().finally(() => {
      refreshing = null
    })
  }
  return refreshing
}

/** The spec's reactions to session-ending errors; the error is rethrown either way. */
function react(error: HttpError): HttpError {
  const text = error.text
  if (error.status === 401) endSession(EXPIRED)
  else if (error.status === 403 && error.body.message.toLowerCase() === 'unauthorized') endSession(EXPIRED)
  else if (error.status === 500 && text.includes('status 401 reading DispatchChannel')) {
    raiseAttention({ kind: 'integrationError', detail: text })
  } else if (error.status === 500 && text.includes('status 401 reading')) endSession(EXPIRED)
  return error
}

function send(path: string, options: HttpOptions, token: string | null): Promise<Response> {
  const method = (
    options.method ?? (options.json === undefined && !options.body ? 'GET' : 'POST')
  ).toUpperCase()
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
  const query: Query = { ...options.query }
  let body = options.body
  if (!options.anonymous) {
    const user = getUser()
    const tenantId = getTenant()?.id ?? user?.company.tenantId
    if (token) headers.authorization = `Bearer ${token}`
    if (tenantId !== undefined) headers['tenant-id'] = String(tenantId)
    if (user && query.idCompany === undefined) query.idCompany = user.company.id
  }
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(method === 'POST' && !options.anonymous ? stamp(options.json) : options.json)
  }
  return fetch(apiUrl(path, query), { method, headers, body, signal: options.signal }).catch(
    (cause: unknown) => {
      // A cancelled request (react-query aborts stale ones) is not a failure to report.
      if (cause instanceof Error && cause.name === 'AbortError') throw cause
      throw new HttpError(0, { message: 'error.requestFailed' })
    },
  )
}

/** POST bodies name the company and the author (the server checks them against the token). */
function stamp(json: unknown): unknown {
  const user = getUser()
  if (!user || !json || typeof json !== 'object' || Array.isArray(json)) return json
  return { companyId: user.company.id, createdBy: user.id, ...json }
}

/** For tests: forget a refresh left over from a previous case. */
export function resetHttpForTests() {
  refreshing = null
}
