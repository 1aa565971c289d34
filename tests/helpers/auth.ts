import type { FastifyInstance } from 'fastify'

export const clientAuth = `Basic ${Buffer.from('eventdesk-web:eventdesk-secret').toString('base64')}`

export const accounts = {
  admin: { username: 'admin@demo.test', password: 'Demo@2026' },
  staff: { username: 'staff@demo.test', password: 'Staff@2026' },
  otherAdmin: { username: 'admin@other.test', password: 'Other@2026' },
  coordinator: { username: 'coordinator@demo.test', password: 'Coord@2026' },
  support: { username: 'support@eventdesk.tech', password: 'Support@2026' },
}

export interface Tokens {
  access_token: string
  refresh_token: string
  tenant_id: number | null
}

/** POSTs a form to the token endpoint with the app's client credentials. */
export function tokenRequest(
  app: FastifyInstance,
  form: Record<string, string>,
  url = '/cm-oauth/oauth/token',
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization: clientAuth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ system_id: '77', ...form }).toString(),
  })
}

export async function signIn(
  app: FastifyInstance,
  who: { username: string; password: string },
  tenantId?: number,
): Promise<Tokens> {
  const form: Record<string, string> = { grant_type: 'password', ...who }
  if (tenantId) form.tenant_id = String(tenantId)
  const res = await tokenRequest(app, form)
  if (res.statusCode !== 200)
    throw new Error(`sign-in of ${who.username} failed: ${res.statusCode} ${res.body}`)
  return res.json()
}

export const bearer = (t: Tokens | string) => ({
  authorization: `Bearer ${typeof t === 'string' ? t : t.access_token}`,
})

export async function tenantIds(app: FastifyInstance) {
  const rows = await app.database.db.selectFrom('tenant').select(['id', 'code']).execute()
  return Object.fromEntries(rows.map((r) => [r.code, r.id])) as Record<'DEMO' | 'OTHER', number>
}
