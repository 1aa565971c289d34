/**
 * Eventdesk's typed API client: openapi-fetch over the types openapi-typescript made from the
 * server's document (schema.d.ts, `npm run generate:client`). Every path, parameter, body and
 * answer is checked by the compiler; nothing here is written by hand but the token.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch'
import type { components, operations, paths } from './schema.js'

export type { components, operations, paths }
export type EventdeskClient = Client<paths>

/** The current access token (from the OAuth password or refresh grant), or none for public routes. */
export type TokenSource = () => string | undefined | Promise<string | undefined>

export function createEventdeskClient(baseUrl: string, getToken: TokenSource): EventdeskClient {
  const client = createClient<paths>({
    baseUrl,
    // The document's query lists are `style: form, explode: false` (`ids=1,2`), not openapi-fetch's default.
    querySerializer: { array: { style: 'form', explode: false } },
  })
  // Asked on every request, so a token refreshed by the caller is used from the next call on.
  const bearer: Middleware = {
    async onRequest({ request }) {
      const token = await getToken()
      if (token) request.headers.set('Authorization', `Bearer ${token}`)
      return request
    },
  }
  client.use(bearer)
  return client
}
