import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import { withTenant } from '../db/tenant.js'
import { hashPassword } from '../auth/passwords.js'

export interface AccountSeed {
  email: string
  password: string
  technical?: boolean
  memberships?: { tenant: string; type: 'COMMON' | 'ADMIN'; features?: string[] }[]
}

/** A coordinator's day-to-day features: events and the registries around them, not users or establishment. */
export const staffFeatures = [
  'EVENT',
  'EVENT_CALENDAR',
  'PERSON',
  'ENVIRONMENT',
  'ENVIRONMENT_TYPE',
  'ENVIRONMENT_FORMAT',
  'EQUIPMENT',
  'MEAL',
  'MENU',
  'HOLIDAY',
  'NOTIFICATION',
  'KANBAN',
  'TEMPLATE',
  'RESERVATION_TIMELINE',
  'ENVIRONMENT_TIMELINE',
  'ENVIRONMENT_SUGGEST',
  'REPORT_EVENT',
  'ACTION_SEE_NEW',
  'ACTION_SEE_NEGOTIATION',
  'ACTION_SEE_CONFIRMED',
  'ACTION_SEE_IN_PROGRESS',
  'ACTION_NEW_TO_NEGOTIATION',
  'ACTION_NEGOTIATION_TO_NEW',
  'ACTION_CONFIRM',
  'ACTION_ADD_MEAL',
  'ACTION_EDIT_MEAL',
  'ACTION_FOLLOW_UP',
]

export const demoAccounts: AccountSeed[] = [
  { email: 'admin@demo.test', password: 'Demo@2026', memberships: [{ tenant: 'DEMO', type: 'ADMIN' }] },
  {
    email: 'staff@demo.test',
    password: 'Staff@2026',
    memberships: [{ tenant: 'DEMO', type: 'COMMON', features: staffFeatures }],
  },
  { email: 'admin@other.test', password: 'Other@2026', memberships: [{ tenant: 'OTHER', type: 'ADMIN' }] },
  {
    email: 'coordinator@demo.test',
    password: 'Coord@2026',
    memberships: [
      { tenant: 'DEMO', type: 'COMMON', features: staffFeatures },
      { tenant: 'OTHER', type: 'COMMON', features: staffFeatures },
    ],
  },
  { email: 'support@eventdesk.tech', password: 'Support@2026', technical: true },
]

/** Creates missing users and memberships; existing ones are left as they are (idempotent). */
export async function seedAccounts(
  db: Kysely<Database>,
  tenants: Map<string, number>,
  accounts = demoAccounts,
) {
  for (const a of accounts) {
    let user = await db.selectFrom('app_user').select('id').where('email', '=', a.email).executeTakeFirst()
    if (!user) {
      const hash = await hashPassword(a.password)
      user = await db
        .insertInto('app_user')
        .values({ email: a.email, password_hash: hash, technical: a.technical ?? false })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db.insertInto('password_history').values({ user_id: user.id, hash }).execute()
    }
    for (const m of a.memberships ?? []) {
      const tenantId = tenants.get(m.tenant)
      if (!tenantId) continue
      await withTenant(db, tenantId, async (trx) => {
        const exists = await trx
          .selectFrom('events_user')
          .select('id')
          .where('user_id', '=', user.id)
          .executeTakeFirst()
        if (exists) return
        await trx
          .insertInto('events_user')
          .values({
            tenant_id: tenantId,
            user_id: user.id,
            email: a.email,
            type: m.type,
            features: m.features ?? [],
          })
          .execute()
      })
    }
  }
}
