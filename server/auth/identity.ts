import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import { withTenant } from '../db/tenant.js'
import { serverConfig } from '../config.js'

export const providerDomain = () => serverConfig().auth.providerDomain

export const isProviderEmail = (email: string) => email.toLowerCase().endsWith(`@${providerDomain()}`)

export async function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst()
}

export interface Membership {
  tenantId: number
  code: string
  name: string
  eventsUserId: number
  type: 'COMMON' | 'ADMIN'
  active: boolean
}

/** A user's memberships across tenants — sign-in only, as the owner (see 0002_identity). */
export async function membershipsOf(
  db: Kysely<Database>,
  userId: number,
  search?: string,
): Promise<Membership[]> {
  let q = db
    .selectFrom('events_user as m')
    .innerJoin('tenant as t', 't.id', 'm.tenant_id')
    .select(['m.tenant_id as tenantId', 't.code', 't.name', 'm.id as eventsUserId', 'm.type', 'm.active'])
    .where('m.user_id', '=', userId)
    .where('m.pending', '=', false)
    .where('t.active', '=', true)
  if (search?.trim()) {
    const like = `%${search.trim().toLowerCase()}%`
    q = q.where((eb) =>
      eb.or([eb(eb.fn('lower', ['t.name']), 'like', like), eb(eb.fn('lower', ['t.code']), 'like', like)]),
    )
  }
  return q.orderBy('t.name').execute()
}

export async function tenantByCode(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('tenant')
    .selectAll()
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.trim().toUpperCase()))
    .where('active', '=', true)
    .executeTakeFirst()
}

/** The one tenant a technical user's token is bound to, as a list like the memberships. */
export async function technicalTenants(db: Kysely<Database>, tenantId: number) {
  return db.selectFrom('tenant').select(['id', 'code', 'name']).where('id', '=', tenantId).execute()
}

export async function companyOf(db: Kysely<Database>, tenantId: number) {
  return withTenant(db, tenantId, (trx) =>
    trx.selectFrom('company').selectAll().orderBy('id').executeTakeFirst(),
  )
}
