import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withTenant } from '../../server/db/tenant.js'
import { AppError } from '../../server/http/errors.js'
import { portsFor } from '../../server/integrations/adapters.js'
import { callPort } from '../../server/integrations/call-port.js'
import { clearPartyFailure, setPartyFailure } from '../../server/integrations/local-store.js'
import { integrationTasks } from '../../server/integrations/tasks.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, bearer, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'

const reservation = {
  reference: 'accommodation 9',
  holder: { name: 'Ana Souza', document: '123.456.789-09' },
  rooms: [
    { rentalUnitTypeCode: 'STD', startDate: '2027-05-10', endDate: '2027-05-12', quantity: 1, paxPerRoom: 2 },
  ],
}

describe(`integration failures and the log (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let other: Tokens
  let staff: Tokens
  let tenants: Record<'DEMO' | 'OTHER', number>
  const tasks = integrationTasks()

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signIn(t.app, accounts.admin)
    other = await signIn(t.app, accounts.otherAdmin)
    staff = await signIn(t.app, accounts.staff)
    tenants = await tenantIds(t.app)
  })
  afterAll(() => t?.close())

  const run = (task: string, payload: unknown, tenantId = tenants.DEMO) =>
    tasks[task]({ app: t.app, job: { tenantId, reference: `job-${task}`, payload } })
  const failureOf = async (p: Promise<unknown>) => {
    const e = await p.then(
      () => null,
      (err: unknown) => err,
    )
    expect(e).toBeInstanceOf(AppError)
    return e as AppError
  }
  const errorLog = async (who: Tokens, integration: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/events/integration-log?status=ERROR&integration=${integration}`,
        headers: bearer(who),
      })
    ).json().content as {
      operation: string
      message: string
      guid: string | null
    }[]

  it('REJECT on the channel gives the §8 error with "Channel Error" and the GUID, and an ERROR row the bell lists', async () => {
    await setPartyFailure(t.database.db, tenants.DEMO, {
      port: 'channel',
      operation: 'createReservation',
      mode: 'REJECT',
      message: 'rate plan closed',
    })
    const e = await failureOf(run('channel.reserve', { reservation }))
    const body = e.toBody() as ReturnType<AppError['toBody']> & {
      guid: string
      partyMessage: string
      integration: string
    }
    expect(body).toMatchObject({
      status: 409,
      message: 'integration.channel.createFailed',
      integration: 'CHANNEL',
      partyMessage: 'rate plan closed',
    })
    expect(body.developerMessage).toBe(`Channel Error: rate plan closed | GUID: ${body.guid}`)
    // The bell reads the ERROR rows of the log; the row carries the same GUID.
    const rows = await errorLog(admin, 'CHANNEL')
    expect(rows[0]).toMatchObject({
      operation: 'createReservation',
      guid: body.guid,
      message: 'integration.channel.createFailed: rate plan closed',
    })
    // Nothing was kept by the party.
    const kept = await t.database.db
      .selectFrom('local_party_record')
      .select('id')
      .where('tenant_id', '=', tenants.DEMO)
      .where('port', '=', 'channel')
      .execute()
    expect(kept).toEqual([])
    // Another tenant's log and party are untouched: its admin does not see the row, its channel still works.
    expect((await errorLog(other, 'CHANNEL')).some((r) => r.guid === body.guid)).toBe(false)
    await run('channel.reserve', { reservation }, tenants.OTHER)
  })

  it('the switch for one operation leaves the others alone, and clearing it heals the party', async () => {
    await run('channel.reserve', { reservation: { ...reservation, rooms: [] } }).catch((e: AppError) =>
      expect(e.key).toBe('integration.channel.createFailed'),
    )
    const availability = () =>
      withTenant(t.database.db, tenants.DEMO, (trx) => portsFor(trx, tenants.DEMO, t.database.db)).then((p) =>
        p.channel.availability({ startDate: '2027-05-10', endDate: '2027-05-10', rentalUnitTypes: ['STD'] }),
      )
    expect((await availability())[0].available).toBe(10)
    await clearPartyFailure(t.database.db, tenants.DEMO, 'channel')
    await run('channel.reserve', { reservation })
    expect((await availability())[0].available).toBe(9)
  })

  it('ERROR and TIMEOUT are 503s; other ports show "[PMS] …" (Back Integration Error)', async () => {
    await setPartyFailure(t.database.db, tenants.DEMO, {
      port: 'pms',
      mode: 'ERROR',
      message: 'PMS database offline',
    })
    const pms = await failureOf(
      run('pms.sendEvent', { eventId: 5, name: 'Fórum', startDate: '2027-06-01', endDate: '2027-06-02' }),
    )
    expect(pms.toBody()).toMatchObject({
      status: 503,
      message: 'integration.pms.sendFailed',
      developerMessage: '[PMS] PMS database offline',
    })
    expect((await errorLog(admin, 'PMS'))[0]).toMatchObject({
      operation: 'sendEvent',
      message: 'integration.pms.sendFailed: PMS database offline',
    })

    await setPartyFailure(t.database.db, tenants.DEMO, { port: 'esign', operation: 'send', mode: 'TIMEOUT' })
    const esign = await failureOf(
      run('esign.send', {
        document: { fileId: 1, name: 'c.pdf', reference: 'doc 1' },
        signers: [{ name: 'A', email: 'a@b.test' }],
      }),
    )
    expect(esign.toBody()).toMatchObject({
      status: 503,
      message: 'integration.timeout',
      developerMessage: '[SIGNATURE] the party did not answer in time',
    })
    expect((await errorLog(admin, 'SIGNATURE'))[0].operation).toBe('send')

    // A party that really does not answer is cut off by callPort's own clock.
    const slow = await failureOf(
      callPort(
        t.app,
        { tenantId: tenants.DEMO, port: 'billing', operation: 'sendAccount', request: {}, timeoutMs: 50 },
        () => new Promise(() => {}),
      ),
    )
    expect(slow.toBody()).toMatchObject({
      status: 503,
      message: 'integration.timeout',
      developerMessage: '[BILLING] no answer in 50 ms',
    })
    expect((await errorLog(admin, 'BILLING'))[0].message).toBe('integration.timeout: no answer in 50 ms')
  })

  it('a port the establishment set to NONE answers integration.notConfigured, logged as an error', async () => {
    const put = await t.app.inject({
      method: 'POST',
      url: '/events/establishment/',
      headers: bearer(admin),
      payload: { integrations: { billing: { provider: 'NONE' } } },
    })
    expect(put.statusCode).toBe(200)
    expect(put.json().integrations).toMatchObject({
      billing: { provider: 'NONE' },
      channel: { provider: 'LOCAL' },
    })
    const e = await failureOf(
      run('billing.sendAccount', {
        eventId: 5,
        customer: { name: 'A', document: '1' },
        currency: 'BRL',
        items: [{ description: 'x', quantity: 1, unitValue: 1 }],
      }),
    )
    expect(e.toBody()).toMatchObject({ status: 409, message: 'integration.notConfigured' })
    expect((await errorLog(admin, 'BILLING'))[0]).toMatchObject({
      operation: 'sendAccount',
      message: expect.stringContaining('integration.notConfigured'),
    })
    const bad = await t.app.inject({
      method: 'POST',
      url: '/events/establishment/',
      headers: bearer(admin),
      payload: { integrations: { billing: { provider: 'SOAP' } } },
    })
    expect(bad.statusCode).toBe(400)
    // The establishment screen's provider field shows this error next to it.
    expect(bad.json()).toMatchObject({
      message: 'error.invalidValue',
      errors: [{ field: 'integrations.billing.provider', message: 'error.invalidValue' }],
    })
  })

  const phone = async () =>
    (
      await t.database.db
        .selectFrom('company')
        .select('phone')
        .where('tenant_id', '=', tenants.DEMO)
        .executeTakeFirstOrThrow()
    ).phone
  const logRows = (reference: string) =>
    t.database.db
      .selectFrom('integration_log')
      .select(['status', 'operation', 'message', 'guid'])
      .where('tenant_id', '=', tenants.DEMO)
      .where('reference', '=', reference)
      .execute()

  it("the log row and the party's state survive when the caller's business transaction rolls back", async () => {
    const DEMO = tenants.DEMO
    await clearPartyFailure(t.database.db, DEMO, 'channel')
    const before = await phone()
    let confirmationId = ''
    // The job's own business step (storing the confirmation id) breaks after the party answered.
    const job = integrationTasks({
      'channel.reserve': (_ctx, r) =>
        withTenant(t.database.db, DEMO, async (trx) => {
          confirmationId = (r as { confirmationId: string }).confirmationId
          await trx.updateTable('company').set({ phone: '+55 11 0000-0000' }).execute()
          throw new Error('business rule broke after the call')
        }),
    })
    await expect(
      job['channel.reserve']({
        app: t.app,
        job: {
          tenantId: DEMO,
          reference: 'j',
          payload: { reservation: { ...reservation, reference: 'rollback' } },
        },
      }),
    ).rejects.toThrow('business rule broke')
    expect(await phone()).toBe(before)
    const log = await logRows('rollback')
    expect(log).toMatchObject([{ status: 'SUCCESS', operation: 'createReservation' }])
    const kept = await t.database.db
      .selectFrom('local_party_record')
      .select('guid')
      .where('tenant_id', '=', DEMO)
      .where('external_id', '=', confirmationId)
      .execute()
    expect(kept).toEqual([{ guid: log[0].guid }])
  })

  // PGlite serves one connection at a time, so a port called while a transaction is open waits
  // for itself there (callers are jobs that hold none); on PostgreSQL the log still commits apart.
  it.runIf(testDbKind() === 'postgres')(
    'a call made inside a transaction that rolls back keeps its log row (PostgreSQL)',
    async () => {
      const DEMO = tenants.DEMO
      const before = await phone()
      await setPartyFailure(t.database.db, DEMO, {
        port: 'channel',
        operation: 'cancelReservation',
        mode: 'ERROR',
        message: 'cancel desk closed',
      })
      await expect(
        withTenant(t.database.db, DEMO, async (trx) => {
          await trx.updateTable('company').set({ phone: '+55 11 0000-0000' }).execute()
          const ports = await portsFor(trx, DEMO, t.database.db)
          const ok = await callPort(
            t.app,
            {
              tenantId: DEMO,
              port: 'channel',
              operation: 'createReservation',
              request: {},
              reference: 'inside',
            },
            () => ports.channel.createReservation(reservation),
          )
          await callPort(
            t.app,
            {
              tenantId: DEMO,
              port: 'channel',
              operation: 'cancelReservation',
              request: {},
              reference: 'inside',
            },
            () => ports.channel.cancelReservation(ok.confirmationId),
          )
        }),
      ).rejects.toMatchObject({ status: 503, key: 'integration.channel.cancelFailed' })
      expect(await phone()).toBe(before)
      expect((await logRows('inside')).map((r) => `${r.operation} ${r.status}`).sort()).toEqual([
        'cancelReservation ERROR',
        'createReservation SUCCESS',
      ])
    },
  )

  it('admins set and clear the switch over HTTP; a common user cannot; the switch is per tenant', async () => {
    const url = '/events/integration-party-failure'
    const send = (method: 'PUT' | 'DELETE' | 'GET', who: Tokens, path = url, payload?: unknown) =>
      t.app.inject({ method, url: path, headers: bearer(who), payload: payload as object })
    expect(
      (
        await send('PUT', admin, url, {
          port: 'pms',
          operation: 'sendEvent',
          mode: 'REJECT',
          message: 'group closed',
        })
      ).statusCode,
    ).toBe(204)
    expect((await send('PUT', staff, url, { port: 'pms', mode: 'ERROR' })).statusCode).toBe(403)
    expect((await send('PUT', admin, url, { port: 'fax', mode: 'ERROR' })).json()).toMatchObject({
      status: 400,
    })
    expect((await send('PUT', admin, url, { port: 'pms', mode: 'SLOW' })).statusCode).toBe(400)
    expect((await send('GET', admin)).json()).toContainEqual({
      port: 'pms',
      operation: 'sendEvent',
      mode: 'REJECT',
      message: 'group closed',
    })
    expect((await send('GET', other)).json()).toEqual([])
    const e = await failureOf(
      run('pms.sendEvent', { eventId: 8, name: 'Gala', startDate: '2027-07-01', endDate: '2027-07-01' }),
    )
    expect(e.toBody()).toMatchObject({
      status: 409,
      message: 'integration.pms.sendFailed',
      developerMessage: '[PMS] group closed',
    })
    // The other tenant's PMS is not switched.
    await run(
      'pms.sendEvent',
      { eventId: 8, name: 'Gala', startDate: '2027-07-01', endDate: '2027-07-01' },
      tenants.OTHER,
    )
    expect((await send('DELETE', staff, `${url}?port=pms`)).statusCode).toBe(403)
    expect((await send('DELETE', admin, `${url}?port=pms`)).statusCode).toBe(204)
    expect((await send('GET', admin)).json().filter((f: { port: string }) => f.port === 'pms')).toEqual([])
    await run('pms.sendEvent', { eventId: 8, name: 'Gala', startDate: '2027-07-01', endDate: '2027-07-01' })
  })

  it('the failure switch and the party records are tenant-scoped under row-level security', async () => {
    const seen = await withTenant(t.database.db, tenants.OTHER, async (trx) => ({
      failures: await trx.selectFrom('local_party_failure').select('tenant_id').execute(),
      records: await trx.selectFrom('local_party_record').select('tenant_id').execute(),
      count: await sql<{ n: number }>`select count(*)::int as n from local_party_record`.execute(trx),
    }))
    expect(seen.failures).toEqual([])
    expect(seen.records.every((r) => Number(r.tenant_id) === tenants.OTHER)).toBe(true)
    expect(seen.count.rows[0].n).toBe(2)
    expect(seen.records).toHaveLength(2)
  })
})
