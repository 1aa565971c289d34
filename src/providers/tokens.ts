/**
 * The token endpoints (docs/auth.md "Tokens"). They use the OAuth client's basic auth instead of
 * a bearer, so they bypass the http wrapper: a 401 here is a wrong password, never a reason to
 * refresh or to log out.
 */
import { apiUrl, errorFrom, HttpError, readBody } from './httpError'
import { beginLoading, endLoading } from './loading'
import { getLoginInfo, setLoginInfo, setTokens, type LoginInfo, type Tenant } from './session'

const CLIENT_ID = 'eventdesk-web'
const CLIENT_SECRET = 'eventdesk-secret'
export const SYSTEM_ID = '77'

export interface TokenAnswer {
  access_token: string
  refresh_token: string
  token_type?: string
  expires_in?: number
  tenant_id?: number | null
  user?: { id: number; email: string; technical: boolean }
}

const passwordEndpoint = '/cm-oauth/oauth/token'
const technicalEndpoint = '/events/technical-access/login'

async function send(path: string, init: RequestInit): Promise<unknown> {
  beginLoading()
  try {
    let response: Response
    try {
      response = await fetch(apiUrl(path), init)
    } catch {
      throw new HttpError(0, { message: 'error.requestFailed' })
    }
    if (!response.ok) throw await errorFrom(response)
    return await readBody(response)
  } finally {
    endLoading()
  }
}

function postForm(path: string, fields: Record<string, string | number | undefined>) {
  const body = new URLSearchParams()
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.set(k, String(v))
  return send(path, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body,
  }) as Promise<TokenAnswer>
}

/** Keeps the pair and what the answer says about the person (e-mail, technical, bound tenant). */
function remember(answer: TokenAnswer, fallback: Partial<LoginInfo> = {}) {
  setTokens({ accessToken: answer.access_token, refreshToken: answer.refresh_token })
  const previous = getLoginInfo()
  setLoginInfo({
    email: answer.user?.email ?? fallback.email ?? previous?.email ?? '',
    technical: answer.user?.technical ?? fallback.technical ?? previous?.technical ?? false,
    tokenTenantId: answer.tenant_id ?? null,
    technicalTenant: fallback.technicalTenant ?? previous?.technicalTenant,
  })
  return answer
}

export async function passwordLogin(username: string, password: string) {
  const answer = await postForm(passwordEndpoint, {
    grant_type: 'password',
    username,
    password,
    system_id: SYSTEM_ID,
  })
  return remember(answer, { email: username, technical: false, technicalTenant: undefined })
}

/** Support staff: the company code is checked first, then tokens bound to that company are issued. */
export async function technicalLogin(username: string, password: string, tenantCode: string) {
  const access = (await send('/events/technical-access/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ username, password, tenantCode }),
  })) as { tenantId: number; tenantCode?: string; tenantName?: string }
  const answer = await postForm(technicalEndpoint, {
    grant_type: 'password',
    username,
    password,
    system_id: SYSTEM_ID,
    tenantCode,
  })
  const technicalTenant: Tenant = {
    id: access.tenantId,
    code: access.tenantCode ?? tenantCode,
    name: access.tenantName,
  }
  return remember(answer, { email: username, technical: true, technicalTenant })
}

/** Exchanges the (single-use) refresh token for a new pair, optionally bound to `tenantId`. */
export async function refreshTokens(refreshToken: string, tenantId?: number) {
  const technical = getLoginInfo()?.technical ?? false
  const answer = await postForm(technical ? technicalEndpoint : passwordEndpoint, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    system_id: SYSTEM_ID,
    tenant_id: tenantId,
  })
  return remember(answer)
}
