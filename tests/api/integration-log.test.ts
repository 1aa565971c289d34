import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, tenantIds, tokenRequest, type Tokens } from '../helpers/auth.js'
import { withTenant } from '../../server/db/tenant.js'
import { logIntegration } from '../../server/integration-log/repository.js'

describe(`integration log (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let staff: Tokens
  let other: Tokens
  let support: Tokens
  let tenants: Record<'DEMO' | 'OTHER', number>
  let otherRow: number
  let demoError: number

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
    other = await signIn(t.app, accounts.otherAdmin)
    tenants = await tenantIds(t.app)
    // A technical user: the company code first, then the technical login.
    await t.app.inject({
      method: 'POST',
      url: '/events/technical-access/',
      payload: { ...accounts.support, tenantCode: 'DEMO' },
    })
    support = (
      await tokenRequest(
        t.app,
        { grant_type: 'password', ...accounts.support },
        '/events/technical-access/login',
      )
    ).json()
    const db = t.database.db
    demoError = await withTenant(db, tenants.DEMO, (trx) =>
      logIntegration(trx, tenants.DEMO, {
        integration: 'PMS',
        operation: 'folio.post',
        status: 'ERROR',
        reference: 'Evento 42',
        message: 'Timeout do PMS',
        request: { folio: 9 },
        response: { code: 'E_TIMEOUT' },
      }),
    )
    otherRow = await withTenant(db, tenants.OTHER, (trx) =>
      logIntegration(trx, tenants.OTHER, {
        integration: 'CHANNEL',
        operation: 'reservation.send',
        status: 'ERROR',
        message: 'Other venue only',
      }),
    )
  })
  afterAll(() => t?.close())

  const get = (url: string, who: Tokens, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(who), ...headers } })

  it('lists the tenant rows newest first, 20 a page, without request and response', async () => {
    const res = await get('/events/integration-log', admin)
    expect(res.statusCode).toBe(200)
    const page = res.json()
    expect(page.size).toBe(20)
    // The demo seed's four rows plus the one written above.
    expect(page.totalElements).toBe(5)
    expect(page.content[0]).toMatchObject({
      id: demoError,
      integration: 'PMS',
      operation: 'folio.post',
      status: 'ERROR',
      reference: 'Evento 42',
      message: 'Timeout do PMS',
    })
    expect(page.content[0].dateHour).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
    expect(page.content[0]).not.toHaveProperty('request')
    const ids = page.content.map((r: { id: number }) => r.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(page.content.some((r: { message: string }) => r.message === 'Other venue only')).toBe(false)
  })

  it('filters by integration, status, text and day', async () => {
    const rows = async (query: string) =>
      (await get(`/events/integration-log?${query}`, admin)).json().content as {
        integration: string
        status: string
        message: string
      }[]
    const errors = await rows('status=ERROR')
    expect(errors.length).toBe(3)
    expect(errors.every((r) => r.status === 'ERROR')).toBe(true)
    expect((await rows('integration=CHANNEL&status=ERROR')).map((r) => r.integration)).toEqual(['CHANNEL'])
    expect((await rows('search=timeout')).map((r) => r.message)).toEqual(['Timeout do PMS'])
    expect(await rows('from=2000-01-01&to=2000-01-02')).toEqual([])
    const today = new Date().toISOString().slice(0, 10)
    expect((await rows(`from=${today}&to=${today}`)).length).toBeGreaterThan(0)
    expect((await get('/events/integration-log?integration=FAX', admin)).statusCode).toBe(400)
  })

  it('reads one row with what was sent and received', async () => {
    const res = await get(`/events/integration-log/${demoError}`, admin)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: demoError,
      request: { folio: 9 },
      response: { code: 'E_TIMEOUT' },
    })
  })

  it('is admin only: a common user gets 403, the technical user passes', async () => {
    expect((await get('/events/integration-log', staff)).statusCode).toBe(403)
    expect((await get(`/events/integration-log/${demoError}`, staff)).statusCode).toBe(403)
    expect((await get('/events/integration-log', support)).statusCode).toBe(200)
  })

  it("keeps other tenants' rows out: 404 by id, 403 when naming the other tenant", async () => {
    expect((await get(`/events/integration-log/${otherRow}`, admin)).statusCode).toBe(404)
    expect((await get(`/events/integration-log/${demoError}`, other)).statusCode).toBe(404)
    expect(
      (await get('/events/integration-log', admin, { 'tenant-id': String(tenants.OTHER) })).statusCode,
    ).toBe(403)
    const theirs = (await get('/events/integration-log', other)).json()
    expect(theirs.content.map((r: { message: string }) => r.message)).toEqual(['Other venue only'])
  })

  it('has no write calls', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/events/integration-log',
      headers: bearer(admin),
      payload: { integration: 'PMS' },
    })
    expect([404, 405]).toContain(res.statusCode)
  })
})
