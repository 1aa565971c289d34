import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import { withTenant } from '../db/tenant.js'

export interface TenantSeed {
  code: string
  name: string
  socialReason: string
  tradeName: string
  document: string
  language: string
  /** Printed on budgets and contracts ("com sede em …"), with the phone and e-mail. */
  address?: Record<string, string>
  phone?: string
  email?: string
}

export const demoTenants: TenantSeed[] = [
  {
    code: 'DEMO',
    name: 'Demo Hotel',
    socialReason: 'Demo Hotel Eventos e Hospedagem Ltda.',
    tradeName: 'Demo Hotel',
    document: '11.222.333/0001-81',
    language: 'pt-BR',
    address: {
      street: 'Avenida Paulista',
      number: '1578',
      complement: '12º andar',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      zipCode: '01310-200',
      country: 'BR',
    },
    phone: '+55 11 3251-4000',
    email: 'eventos@demohotel.example',
  },
  {
    code: 'OTHER',
    name: 'Other Venue',
    socialReason: 'Other Venue Centro de Convenções S.A.',
    tradeName: 'Other Venue',
    document: '45.723.174/0001-10',
    language: 'pt-BR',
    address: {
      street: 'Rua Olimpíadas',
      number: '205',
      district: 'Vila Olímpia',
      city: 'São Paulo',
      state: 'SP',
      zipCode: '04551-000',
      country: 'BR',
    },
    phone: '+55 11 3045-7700',
    email: 'comercial@othervenue.example',
  },
]

/**
 * Creates each tenant and its company row unless it exists, and gives a company seeded before
 * it had an address (issue 33: contracts read "com sede em .") its address, phone and e-mail;
 * returns code → tenant id.
 */
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
      const existing = await trx.selectFrom('company').select(['id', 'address']).executeTakeFirst()
      if (existing) {
        if (!t.address || Object.values(existing.address ?? {}).some(Boolean)) return
        await trx
          .updateTable('company')
          .set({
            address: sql`${JSON.stringify(t.address)}::jsonb`,
            phone: sql`coalesce(phone, ${t.phone ?? null})`,
            email: sql`coalesce(email, ${t.email ?? null})`,
          })
          .where('id', '=', existing.id)
          .execute()
        return
      }
      await trx
        .insertInto('company')
        .values({
          tenant_id: id,
          social_reason: t.socialReason,
          trade_name: t.tradeName,
          document: t.document,
          language: t.language,
          address: sql`${JSON.stringify(t.address ?? {})}::jsonb`,
          phone: t.phone ?? null,
          email: t.email ?? null,
        })
        .execute()
    })
  }
  return ids
}
