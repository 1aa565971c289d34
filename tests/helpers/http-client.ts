import { clientAuth } from './auth.js'

/** Signs in over HTTP with the app's client (a single-tenant account gets a bound token). */
export async function signInOverHttp(
  baseUrl: string,
  who: { username: string; password: string },
): Promise<string> {
  const res = await fetch(`${baseUrl}/cm-oauth/oauth/token`, {
    method: 'POST',
    headers: { authorization: clientAuth, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', system_id: '77', ...who }).toString(),
  })
  if (res.status !== 200)
    throw new Error(`sign-in of ${who.username} failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { access_token: string }).access_token
}

/** A JSON call with a bearer token; answers the status and the parsed body. */
export async function callJson(baseUrl: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}
