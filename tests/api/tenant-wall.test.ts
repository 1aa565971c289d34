import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, type Kysely } from 'kysely'
import { withTenant } from '../../server/db/tenant.js'
import { DEFERRED } from '../../server/db/prepared.js'
import type { Database } from '../../server/db/types.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'

describe(`tenant wall (${testDbKind()})`, () => {
  let t: TestApp
  let demo: number
  let other: number

  beforeAll(async () => {
    t = await createTestApp()
    const rows = await t.database.db.selectFrom('tenant').select(['id', 'code']).execute()
    demo = rows.find((r) => r.code === 'DEMO')!.id
    other = rows.find((r) => r.code === 'OTHER')!.id
  })
  afterAll(() => t?.close())

  it('runs on the database the suite asked for', () => {
    expect(t.database.kind).toBe(testDbKind())
  })

  it('a query without WHERE tenant_id sees only its own tenant rows', async () => {
    const rows = await withTenant(t.database.db, demo, (trx) =>
      trx.selectFrom('company').selectAll().execute(),
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ tenant_id: demo, social_reason: 'Demo Hotel Eventos e Hospedagem Ltda.' })

    const others = await withTenant(t.database.db, other, (trx) =>
      trx.selectFrom('company').selectAll().execute(),
    )
    expect(others.map((r) => r.tenant_id)).toEqual([other])
  })

  it('the tenant table shows only the current tenant', async () => {
    const rows = await withTenant(t.database.db, demo, (trx) =>
      trx.selectFrom('tenant').select('code').execute(),
    )
    expect(rows.map((r) => r.code)).toEqual(['DEMO'])
  })

  it('refuses an insert for another tenant and writes nothing', async () => {
    await expect(
      withTenant(t.database.db, demo, (trx) =>
        trx.insertInto('company').values({ tenant_id: other, social_reason: 'Intruder' }).execute(),
      ),
      // The tenant predicate plugin refuses it before row-level security is asked.
    ).rejects.toThrow(/another tenant/)
    const intruders = await t.database.db
      .selectFrom('company')
      .select('id')
      .where('social_reason', '=', 'Intruder')
      .execute()
    expect(intruders).toHaveLength(0)
  })

  it('cannot update or delete another tenant rows', async () => {
    const updated = await withTenant(t.database.db, demo, (trx) =>
      trx
        .updateTable('company')
        .set({ social_reason: 'Hijacked' })
        .where('tenant_id', '=', other)
        .executeTakeFirst(),
    )
    expect(Number(updated.numUpdatedRows)).toBe(0)
    const deleted = await withTenant(t.database.db, demo, (trx) =>
      trx.deleteFrom('company').where('tenant_id', '=', other).executeTakeFirst(),
    )
    expect(Number(deleted.numDeletedRows)).toBe(0)
    const row = await withTenant(t.database.db, other, (trx) =>
      trx.selectFrom('company').select('social_reason').executeTakeFirstOrThrow(),
    )
    expect(row.social_reason).toBe('Other Venue Centro de Convenções S.A.')
  })

  it('cannot move a row to another tenant', async () => {
    await expect(
      withTenant(t.database.db, demo, (trx) =>
        trx.updateTable('company').set({ tenant_id: other }).execute(),
      ),
    ).rejects.toThrow(/row-level security/)
  })

  it('the app role without a tenant sees nothing', async () => {
    const rows = await t.database.db.transaction().execute(async (trx) => {
      await sql`select set_config('role', 'eventdesk_app', true)`.execute(trx)
      return trx.selectFrom('company').selectAll().execute()
    })
    expect(rows).toHaveLength(0)
  })

  it('the app role cannot switch itself off the wall', async () => {
    await expect(
      withTenant(t.database.db, demo, async (trx) => {
        await sql`alter table company disable row level security`.execute(trx)
      }),
    ).rejects.toThrow(/owner|permission/)
  })

  // withTenant's BEGIN + settings ride on the first statement of its work (DEFERRED): whatever
  // the work did, the connection must come back outside any transaction, without role or tenant.
  it('leaves its connection outside a transaction, without role or tenant, after any work', async () => {
    const state = await t.database.db.connection().execute(async (conn) => {
      const held = conn as Kysely<Database>
      const read = await withTenant(held, demo, (trx) => trx.selectFrom('company').select('id').execute())
      expect(read).toHaveLength(1)
      await expect(
        withTenant(held, demo, async (trx) => {
          await sql`select 1 / 0`.execute(trx)
        }),
      ).rejects.toThrow(/division by zero/)
      expect(await withTenant(held, demo, async () => 'sent nothing')).toBe('sent nothing')
      const { rows } = await sql<{ tenant: string | null; fresh: boolean; role: string }>`
        select current_setting('app.tenant_id', true) as tenant, now() = statement_timestamp() as fresh,
          current_user as role`.execute(conn)
      return rows[0]
    })
    expect(state.tenant ?? '').toBe('')
    expect(state.fresh).toBe(true)
    expect(state.role).not.toBe('eventdesk_app')
  })

  it('a deferred statement fails the statement it went out with, and is never left for the next holder', async () => {
    await t.database.db.connection().execute(async (conn) => {
      await sql.raw(`${DEFERRED}select 1 / 0`).execute(conn)
      await expect(sql`select 1`.execute(conn)).rejects.toThrow(/division by zero/)
    })
    const client = await t.database.pool.connect()
    await client.query(`${DEFERRED}select set_config('app.tenant_id', '999', false)`)
    client.release()
    // The pool hands back its most recently released client first.
    const next = await t.database.pool.connect()
    try {
      const { rows } = await next.query(`select current_setting('app.tenant_id', true) as tenant`)
      expect(rows[0].tenant ?? '').not.toBe('999')
    } finally {
      next.release()
    }
  })

  it('a read-only withTenant refuses writes, and its COMMIT ends it before the next statement', async () => {
    await expect(
      withTenant(
        t.database.db,
        demo,
        async (trx) => {
          await sql`update company set social_reason = social_reason`.execute(trx)
        },
        { readOnly: true },
      ),
    ).rejects.toThrow(/read-only/)
    const read = () =>
      withTenant(t.database.db, demo, (trx) => trx.selectFrom('company').select('id').execute(), {
        readOnly: true,
      })
    expect(await read()).toHaveLength(1)
    // The pool hands back its most recently released client first: the one whose COMMIT was not awaited.
    const next = await t.database.pool.connect()
    try {
      const { rows } = await next.query(
        `select current_setting('app.tenant_id', true) as tenant, now() = statement_timestamp() as fresh, current_user as role`,
      )
      expect(rows[0].tenant ?? '').toBe('')
      expect(rows[0].fresh).toBe(true)
      expect(rows[0].role).not.toBe('eventdesk_app')
    } finally {
      next.release()
    }
    // Held connection: no release between the two, the next statement sends the COMMIT first.
    const state = await t.database.db.connection().execute(async (conn) => {
      await withTenant(
        conn as Kysely<Database>,
        demo,
        (trx) => trx.selectFrom('company').select('id').execute(),
        {
          readOnly: true,
        },
      )
      const { rows } = await sql<{ tenant: string | null; fresh: boolean }>`
        select current_setting('app.tenant_id', true) as tenant, now() = statement_timestamp() as fresh`.execute(
        conn,
      )
      return rows[0]
    })
    expect(state.tenant ?? '').toBe('')
    expect(state.fresh).toBe(true)
  })

  it('the seed is idempotent', async () => {
    const { seedDemo } = await import('../../server/seed/index.js')
    await seedDemo(t.database.db, t.app.registries.hooks)
    const tenants = await t.database.db.selectFrom('tenant').select('code').orderBy('code').execute()
    expect(tenants.map((r) => r.code)).toEqual(['DEMO', 'OTHER'])
    const companies = await withTenant(t.database.db, demo, (trx) =>
      trx.selectFrom('company').select('id').execute(),
    )
    expect(companies).toHaveLength(1)
  })
})
