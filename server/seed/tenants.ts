import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import { withTenant } from '../db/tenant.js'

export interface TenantSeed {
  code: string
  name: string
  socialReason: string
  tradeName: string
  document: string
  language: string
}

export const demoTenants: TenantSeed[] = [
  {
    code: 'DEMO',
    name: 'Demo Hotel',
    socialReason: 'Demo Hotel Eventos e Hospedagem Ltda.',
    tradeName: 'Demo Hotel',
    document: '11.222.333/0001-81',
    language: 'pt-BR',
  },
  {
    code: 'OTHER',
    name: 'Other Venue',
    socialReason: 'Other Venue Centro de Convenções S.A.',
    tradeName: 'Other Venue',
    document: '45.723.174/0001-10',
    language: 'pt-BR',
  },
]

/** Creates each tenant and its company row unless it exists; returns code → tenant id. */
export async function seedTenants(db: Kysely<Database>, tenants: TenantSeed[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const t of tenants) {
    await db
      .insertInto('tenant')
      .values({ code: t.code, name: t.name })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute()
    const { id } = await db
      .selectFrom('tenant')
      .select('id')
      .where('code', '=', t.code)
      .executeTakeFirstOrThrow()
    ids.set(t.code, id)
    await withTenant(db, id, async (trx) => {
      const existing = await trx.selectFrom('company').select('id').executeTakeFirst()
      if (existing) return
      await trx
        .insertInto('company')
        .values({
          tenant_id: id,
          social_reason: t.socialReason,
          trade_name: t.tradeName,
          document: t.document,
          language: t.language,
        })
        .execute()
    })
  }
  return ids
}
