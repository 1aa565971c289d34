import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withTenant } from '../../server/db/tenant.js'
import { portsFor, type Ports } from '../../server/integrations/adapters.js'
import { callPort, type PortCall } from '../../server/integrations/call-port.js'
import { signLocally } from '../../server/integrations/esign/local.js'
import { integrationTasks } from '../../server/integrations/tasks.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, signIn, tenantIds } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe(`integration ports, local parties (${testDbKind()})`, () => {
  let t: TestApp
  let DEMO: number

  beforeAll(async () => {
    t = await createTestApp()
    await signIn(t.app, accounts.admin)
    DEMO = (await tenantIds(t.app)).DEMO
  })
  afterAll(() => t?.close())

  const ports = () => withTenant(t.database.db, DEMO, (trx) => portsFor(trx, DEMO, t.database.db))
  const call = <R>(
    port: PortCall['port'],
    operation: string,
    request: unknown,
    fn: (p: Ports) => Promise<R>,
  ) => ports().then((p) => callPort(t.app, { tenantId: DEMO, port, operation, request }, () => fn(p)))
  const lastLog = (operation: string) =>
    t.database.db
      .selectFrom('integration_log')
      .selectAll()
      .where('tenant_id', '=', DEMO)
      .where('operation', '=', operation)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  const party = (port: string, externalId: string) =>
    t.database.db
      .selectFrom('local_party_record')
      .selectAll()
      .where('tenant_id', '=', DEMO)
      .where('port', '=', port as 'channel')
      .where('external_id', '=', externalId)
      .executeTakeFirstOrThrow()

  const room = {
    rentalUnitTypeCode: 'STD',
    startDate: '2027-03-05',
    endDate: '2027-03-07',
    quantity: 4,
    paxPerRoom: 2,
  }
  const reservation = {
    reference: 'accommodation 1',
    holder: { name: 'Ana Souza', document: '123.456.789-09' },
    rooms: [room],
  }

  it('channel: a reservation job gets a confirmation id and a GUID, kept by the party and logged', async () => {
    let answer: { confirmationId: string; guid: string; status: string } | undefined
    const tasks = integrationTasks({
      'channel.reserve': async (_ctx, r) => void (answer = r as typeof answer),
    })
    await tasks['channel.reserve']({
      app: t.app,
      job: { tenantId: DEMO, reference: 'job-1', payload: { reservation } },
    })
    expect(answer).toMatchObject({
      confirmationId: expect.stringMatching(/^CM-[0-9A-F]{10}$/),
      guid: expect.stringMatching(GUID),
      status: 'CONFIRMED',
    })
    const row = await party('channel', answer!.confirmationId)
    expect(row).toMatchObject({
      kind: 'RESERVATION',
      guid: answer!.guid,
      state: { status: 'CONFIRMED', rooms: [room], holder: reservation.holder },
    })
    const log = await lastLog('createReservation')
    expect(log).toMatchObject({
      integration: 'CHANNEL',
      status: 'SUCCESS',
      guid: answer!.guid,
      reference: 'accommodation 1',
      request: { reservation },
    })
    expect(log.duration_ms).toBeGreaterThanOrEqual(0)
    expect(log.response).toMatchObject({ confirmationId: answer!.confirmationId })

    // The stock per type and night now counts the 4 rooms; the departure night is free.
    const avail = await call('channel', 'availability', {}, (p) =>
      p.channel.availability({
        startDate: '2027-03-05',
        endDate: '2027-03-07',
        rentalUnitTypes: ['STD', 'LUX'],
      }),
    )
    expect(avail.filter((a) => a.rentalUnitTypeCode === 'STD').map((a) => a.available)).toEqual([6, 6, 10])
    expect(avail.filter((a) => a.rentalUnitTypeCode === 'LUX').map((a) => a.available)).toEqual([10, 10, 10])

    // Rates per lodging night (arrival to departure, the departure day not lodged): Friday 5 and
    // Saturday 6 March 2027 cost more than Sunday 7.
    const [rate] = await call('channel', 'rates', {}, (p) =>
      p.channel.rates({ startDate: '2027-03-05', endDate: '2027-03-08', rentalUnitTypes: ['STD'] }),
    )
    expect(rate.reservationDailies).toEqual([
      { date: '2027-03-05', value: 320 },
      { date: '2027-03-06', value: 320 },
      { date: '2027-03-07', value: 250 },
    ])
    expect(rate).toMatchObject({ rentalUnitTypeCode: 'STD', totalRateValue: 890, averageDaily: 296.67 })

    // Modify keeps the confirmation id and GUID; more rooms than the stock is refused.
    const modified = await call('channel', 'modifyReservation', {}, (p) =>
      p.channel.modifyReservation(answer!.confirmationId, {
        ...reservation,
        rooms: [{ ...room, quantity: 10 }],
      }),
    )
    expect(modified).toMatchObject({
      confirmationId: answer!.confirmationId,
      guid: answer!.guid,
      rooms: [{ quantity: 10 }],
    })
    await expect(
      call('channel', 'createReservation', {}, (p) =>
        p.channel.createReservation({ ...reservation, rooms: [{ ...room, quantity: 1 }] }),
      ),
    ).rejects.toMatchObject({
      status: 409,
      key: 'integration.channel.noAvailability',
    })
    expect(
      (
        await call('channel', 'reservationStatus', {}, (p) =>
          p.channel.reservationStatus(answer!.confirmationId),
        )
      ).status,
    ).toBe('CONFIRMED')

    await tasks['channel.cancel']({
      app: t.app,
      job: { tenantId: DEMO, reference: 'job-2', payload: { confirmationId: answer!.confirmationId } },
    })
    expect((await party('channel', answer!.confirmationId)).state).toMatchObject({ status: 'CANCELLED' })
    const after = await call('channel', 'availability', {}, (p) =>
      p.channel.availability({ startDate: '2027-03-05', endDate: '2027-03-05', rentalUnitTypes: ['STD'] }),
    )
    expect(after[0].available).toBe(10)
  })

  it('channel: the holder needs a document, and an unknown confirmation id is not found', async () => {
    await expect(
      call('channel', 'createReservation', {}, (p) =>
        p.channel.createReservation({ ...reservation, holder: { name: 'X', document: null } }),
      ),
    ).rejects.toMatchObject({
      status: 400,
      key: 'integration.channel.holderDocumentRequired',
    })
    await expect(
      call('channel', 'cancelReservation', {}, (p) => p.channel.cancelReservation('CM-NOPE')),
    ).rejects.toMatchObject({ status: 404, key: 'integration.channel.reservationNotFound' })
    await expect(
      call('channel', 'rates', {}, (p) =>
        p.channel.rates({ startDate: '2027-03-07', endDate: '2027-03-05' }),
      ),
    ).rejects.toMatchObject({ status: 400, key: 'integration.channel.ratesFailed' })
  })

  it('e-signature: an envelope per document, signer statuses, cancel only while pending', async () => {
    const request = {
      document: { fileId: 1, name: 'contract.pdf', reference: 'document 7' },
      signers: [
        { name: 'Ana', email: 'ana@client.test' },
        { name: 'Rui', email: 'rui@client.test' },
      ],
    }
    const sent = await call('esign', 'send', request, (p) => p.esign.send(request))
    expect(sent).toMatchObject({
      envelopeId: expect.stringMatching(/^ENV-/),
      guid: expect.stringMatching(GUID),
      status: 'SENT',
    })
    expect(sent.signers.map((s) => s.status)).toEqual(['PENDING', 'PENDING'])
    expect((await party('esign', sent.envelopeId)).state).toMatchObject({ document: request.document })

    await signLocally(t.database.db, DEMO, sent.envelopeId, 'ana@client.test', 'SIGNED')
    let status = await call('esign', 'status', {}, (p) => p.esign.status(sent.envelopeId))
    expect(status.signers.map((s) => s.status)).toEqual(['SIGNED', 'PENDING'])
    expect(status.status).toBe('SENT')
    await signLocally(t.database.db, DEMO, sent.envelopeId, 'rui@client.test', 'SIGNED')
    status = await call('esign', 'status', {}, (p) => p.esign.status(sent.envelopeId))
    expect(status.status).toBe('COMPLETED')
    await expect(call('esign', 'cancel', {}, (p) => p.esign.cancel(sent.envelopeId))).rejects.toMatchObject({
      status: 409,
      key: 'integration.esign.cancelFailed',
    })

    const other = await call('esign', 'send', request, (p) => p.esign.send(request))
    await signLocally(t.database.db, DEMO, other.envelopeId, 'rui@client.test', 'DECLINED')
    expect((await call('esign', 'status', {}, (p) => p.esign.status(other.envelopeId))).status).toBe(
      'DECLINED',
    )
    const third = await call('esign', 'send', request, (p) => p.esign.send(request))
    const tasks = integrationTasks()
    await tasks['esign.cancel']({
      app: t.app,
      job: { tenantId: DEMO, reference: 'job-3', payload: { envelopeId: third.envelopeId } },
    })
    expect((await party('esign', third.envelopeId)).state).toMatchObject({ status: 'CANCELLED' })
  })

  it('PMS: an event becomes a group with a PMS id; sending it again updates the same group; cancel', async () => {
    const event = {
      eventId: 41,
      name: 'Congresso',
      startDate: '2027-04-01',
      endDate: '2027-04-03',
      rooms: [{ rentalUnitTypeCode: 'STD', quantity: 12 }],
    }
    const first = await call('pms', 'sendEvent', event, (p) => p.pms.sendEvent(event))
    expect(first).toMatchObject({
      pmsId: expect.stringMatching(/^PMS-/),
      guid: expect.stringMatching(GUID),
      status: 'ACTIVE',
      eventId: 41,
    })
    const again = await call('pms', 'sendEvent', event, (p) =>
      p.pms.sendEvent({ ...event, name: 'Congresso 2027' }),
    )
    expect(again.pmsId).toBe(first.pmsId)
    expect((await party('pms', first.pmsId)).state).toMatchObject({
      name: 'Congresso 2027',
      status: 'ACTIVE',
    })
    const tasks = integrationTasks()
    await tasks['pms.cancelEvent']({
      app: t.app,
      job: { tenantId: DEMO, reference: 'job-4', payload: { pmsId: first.pmsId } },
    })
    expect((await party('pms', first.pmsId)).state).toMatchObject({ status: 'CANCELLED' })
    expect(await lastLog('cancelEvent')).toMatchObject({
      integration: 'PMS',
      status: 'SUCCESS',
      guid: first.guid,
      reference: first.pmsId,
    })
  })

  it('billing: an account gets an account id, the next invoice number and its total', async () => {
    const account = {
      eventId: 41,
      customer: { name: 'ACME', document: '12.345.678/0001-90' },
      currency: 'BRL',
      items: [
        { description: 'Room hire', quantity: 2, unitValue: 1500.5 },
        { description: 'Coffee break', quantity: 80, unitValue: 12.25 },
      ],
    }
    let answer: { accountId: string; invoiceNumber: string; guid: string; total: number } | undefined
    const tasks = integrationTasks({
      'billing.sendAccount': async (_c, r) => void (answer = r as typeof answer),
    })
    await tasks['billing.sendAccount']({
      app: t.app,
      job: { tenantId: DEMO, reference: 'job-5', payload: account },
    })
    expect(answer).toMatchObject({
      accountId: expect.stringMatching(/^ACC-/),
      invoiceNumber: '000001',
      guid: expect.stringMatching(GUID),
      total: 3981,
    })
    const second = await call('billing', 'sendAccount', account, (p) => p.billing.sendAccount(account))
    expect(second.invoiceNumber).toBe('000002')
    expect(await lastLog('sendAccount')).toMatchObject({
      integration: 'BILLING',
      status: 'SUCCESS',
      guid: second.guid,
      reference: null,
    })
    await expect(
      call('billing', 'sendAccount', {}, (p) =>
        p.billing.sendAccount({ ...account, customer: { name: 'ACME', document: null } }),
      ),
    ).rejects.toMatchObject({
      status: 400,
      key: 'integration.billing.customerDocumentRequired',
    })
  })

  it('a job with a payload the handler cannot use is a 400, not a crash', async () => {
    const tasks = integrationTasks()
    await expect(
      tasks['channel.cancel']({ app: t.app, job: { tenantId: DEMO, reference: 'job-6', payload: {} } }),
    ).rejects.toMatchObject({ status: 400, key: 'error.required' })
    await expect(
      tasks['pms.sendEvent']({ app: t.app, job: { tenantId: DEMO, reference: 'job-7', payload: null } }),
    ).rejects.toMatchObject({ status: 400 })
    expect(Object.keys(tasks).sort()).toEqual([
      'billing.sendAccount',
      'channel.cancel',
      'channel.reserve',
      'esign.cancel',
      'esign.send',
      'esign.status',
      'pms.cancelEvent',
      'pms.sendEvent',
    ])
  })
})
