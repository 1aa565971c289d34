import type { RouteOptions } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tenantColumns } from '../../server/db/tenant.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { bearer } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { matrixEntries } from '../helpers/matrix-entries.js'
import { buildMatrixFixture, type MatrixFixture } from '../helpers/matrix-fixture.js'

/**
 * Issue 13, the second wall: with row-level security switched off on this test's own database,
 * every read route the app registers, called by tenant B's admin, still shows nothing of tenant A
 * (whose rows all carry the fixture's marker): the tenant predicate alone keeps them apart.
 */
describe(`tenant predicate without row-level security (${testDbKind()})`, () => {
  let t: TestApp
  let f: MatrixFixture
  const routes: string[] = []

  beforeAll(async () => {
    t = await createTestApp({
      onRoute: (r: RouteOptions) => {
        for (const method of [r.method].flat()) if (method === 'GET') routes.push(r.url)
      },
    })
    f = await buildMatrixFixture(t.app)
    // The owner switches the first wall off for every tenant table (this database only).
    for (const table of (await tenantColumns(t.database.db)).keys())
      await sql`alter table ${sql.table(table)} disable row level security`.execute(t.database.db)
  })
  afterAll(() => t?.close())

  it('row-level security is really off: the app role of B reads A rows without the predicate', async () => {
    const leaked = await t.database.db.transaction().execute(async (trx) => {
      await sql`select set_config('role', 'eventdesk_app', true), set_config('app.tenant_id', ${String(f.tenantB)}, true)`.execute(
        trx,
      )
      return trx.selectFrom('event').select('id').where('tenant_id', '=', f.tenantA).execute()
    })
    expect(leaked.length).toBeGreaterThan(0)
  })

  it("no read route shows tenant A's rows to tenant B", async () => {
    const table = matrixEntries(t.app.registrySchemas)
    const leaks: string[] = []
    let read = 0
    for (const url of [...new Set(routes)]) {
      const e = table.get(`GET ${url}`)
      expect(e, `GET ${url} has a matrix entry`).toBeDefined()
      if (!e || e.public) continue
      const c = e.call(f)
      const res = await t.app.inject({
        method: 'GET',
        url: c.url,
        headers: { ...bearer(f.otherAdmin), ...c.headers },
      })
      expect(res.statusCode, `GET ${c.url}: ${res.body.slice(0, 200)}`).toBeLessThan(500)
      if (res.statusCode === 200) read++
      if (res.body.includes(f.marker)) leaks.push(`GET ${c.url}`)
    }
    expect(leaks).toEqual([])
    // Lists answered (not only refusals): the walk proves something.
    expect(read).toBeGreaterThan(20)
  })

  it("tenant A's own reads still show A's rows (the predicate names the right tenant)", async () => {
    const table = matrixEntries(t.app.registrySchemas)
    let shown = 0
    for (const url of [...new Set(routes)]) {
      const e = table.get(`GET ${url}`)
      if (!e || e.public) continue
      const c = e.call(f)
      const res = await t.app.inject({
        method: 'GET',
        url: c.url,
        headers: { ...bearer(f.adminA.tokens), ...c.headers },
      })
      if (res.body.includes(f.marker)) shown++
    }
    expect(shown).toBeGreaterThan(20)
  })
})
