import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { drainJobs } from '../helpers/jobs.js'
import {
  accommodationBody,
  accommodationFixtures,
  day,
  documentedHolder,
  reservation,
} from '../helpers/accommodation.js'
import { withTenant } from '../../server/db/tenant.js'

const base = '/events/event/event-accommodation'

describe(`accommodation and the reservation channel (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let f: Awaited<ReturnType<typeof accommodationFixtures>>
  let holder: { id: number }
  let DEMO: number

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    f = await accommodationFixtures(t.app, admin)
    holder = await documentedHolder(admin, t.app)
    DEMO = (await tenantIds(t.app)).DEMO
  })
  afterAll(() => t?.close())

  const block = async (extra: Record<string, unknown> = {}) => {
    const e = await a.event(admin)
    const res = await a.call('POST', base, admin, accommodationBody(f, e.id, e.version, { holder, ...extra }))
    expect(res.statusCode, res.body).toBe(201)
    return res.json()
  }
  const send = (id: number) => a.call('POST', `${base}/${id}/channel`, admin)
  const read = async (id: number) => (await a.call('GET', `${base}/${id}`, admin)).json()
  const log = (reference: string) =>
    withTenant(t.database.db, DEMO, (trx) =>
      trx
        .selectFrom('integration_log')
        .select(['operation', 'status', 'message', 'response', 'guid'])
        .where('integration', '=', 'CHANNEL')
        .where('reference', '=', reference)
        .orderBy('id')
        .execute(),
    )
  const fail = (operation: string, message: string) =>
    a.call('PUT', '/events/integration-party-failure', admin, {
      port: 'channel',
      operation,
      mode: 'REJECT',
      message,
    })
  const heal = () => a.call('DELETE', '/events/integration-party-failure?port=channel', admin)

  it('a holder without a document is refused before any call', async () => {
    const made = await block({ holder: { id: f.holder.id } })
    const res = await send(made.id)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([
      { field: 'holder', message: 'integration.channel.holderDocumentRequired', target: 'holder' },
    ])
  })

  it('sends a block as a job: the channel confirms, the confirmation id is stored, the call is logged', async () => {
    const made = await block()
    const res = await send(made.id)
    expect(res.statusCode, res.body).toBe(202)
    expect(res.json().reference).toEqual(expect.any(String))
    await drainJobs(t.app)
    const now = await read(made.id)
    expect(now.channelBookingReservation.cmConfirmationId).toMatch(/^CM-/)
    expect(now.channelBookingReservation.guid).toEqual(expect.any(String))
    expect((await log(String(made.id))).map((r) => [r.operation, r.status])).toEqual([
      ['createReservation', 'SUCCESS'],
    ])
    const all = (
      await a.call('GET', `/events/event/${made.event.id}/event-accommodation/all-integrated`, admin)
    ).json()
    expect(all).toMatchObject({ allIntegrated: true, total: 1, pending: [] })
  })

  it('a channel refusal reaches the log as "Channel Error: …" with the GUID, and nothing is half-written', async () => {
    const made = await block()
    expect((await fail('createReservation', 'tarifa fechada')).statusCode).toBe(204)
    try {
      expect((await send(made.id)).statusCode).toBe(202)
      await drainJobs(t.app)
    } finally {
      await heal()
    }
    const rows = await log(String(made.id))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.status === 'ERROR')).toBe(true)
    const body = rows[0].response as { message: string; developerMessage: string }
    expect(body.message).toBe('integration.channel.createFailed')
    expect(body.developerMessage).toMatch(/^Channel Error: tarifa fechada \| GUID: [0-9a-f-]{36}$/)
    expect(rows[0].guid).toEqual(expect.any(String))
    expect((await read(made.id)).channelBookingReservation.cmConfirmationId).toBeNull()
  })

  it('a send that fails for good turns the block ERROR with the §8 message, tells the sender, and can be sent again', async () => {
    const made = await block()
    expect((await fail('createReservation', 'canal fora do ar')).statusCode).toBe(204)
    try {
      expect((await send(made.id)).statusCode).toBe(202)
      expect((await read(made.id)).channelBookingReservation.state).toBe('SENDING')
      await drainJobs(t.app)
    } finally {
      await heal()
    }
    const failed = (await read(made.id)).channelBookingReservation
    expect(failed).toMatchObject({ cmConfirmationId: null, state: 'ERROR' })
    expect(failed.error.message).toBe('integration.channel.createFailed')
    expect(failed.error.developerMessage).toMatch(/^Channel Error: canal fora do ar \| GUID: [0-9a-f-]{36}$/)
    expect(failed.error.guid).toEqual(expect.any(String))
    // Every attempt is in the log; the block turned ERROR only after the last one.
    expect((await log(String(made.id))).map((r) => r.status)).toEqual(['ERROR', 'ERROR', 'ERROR'])
    const told = (
      await a.call('POST', '/events/notification/list?page=0&size=50&sort=id,desc', admin, {})
    ).json().content as { subject: string; description: string }[]
    const mine = told.filter((n) => n.subject.startsWith(`Hospedagem ${made.id}:`))
    expect(mine).toHaveLength(1)
    expect(mine[0].subject).toBe(`Hospedagem ${made.id}: envio ao canal falhou`)
    expect(mine[0].description).toContain('Não foi possível criar a reserva no canal.')
    expect(mine[0].description).toContain('Channel Error: canal fora do ar | GUID:')

    // Sent again with the channel back: waiting, then confirmed, the error gone.
    expect((await send(made.id)).statusCode).toBe(202)
    await drainJobs(t.app)
    const now = (await read(made.id)).channelBookingReservation
    expect(now).toMatchObject({ state: 'CONFIRMED', error: null })
    expect(now.cmConfirmationId).toMatch(/^CM-/)
  })

  it('more rooms of a type than the channel has are refused by the channel (no availability)', async () => {
    const made = await block({
      reservations: [reservation(f.suite.id, day(40), day(41), { roomQuantity: 3, guests: [] })],
    })
    // The channel's stock went down after the block was made (another sale, an admin's change).
    await withTenant(t.database.db, DEMO, (trx) =>
      trx
        .updateTable('local_channel_inventory')
        .set({ rooms: 2 })
        .where('code', '=', f.suite.code)
        .where('night', '=', day(40))
        .execute(),
    )
    await send(made.id)
    await drainJobs(t.app)
    const rows = await log(String(made.id))
    expect((rows[0].response as { message: string }).message).toBe('integration.channel.noAvailability')
    const now = (await read(made.id)).channelBookingReservation
    expect(now).toMatchObject({ cmConfirmationId: null, state: 'ERROR' })
    expect(now.error.message).toBe('integration.channel.noAvailability')
  })

  it('cancelling the event cancels its blocks (audited) and their channel reservations', async () => {
    // Nights of their own: the earlier tests' blocks hold rooms of the default stay.
    const rooms = [reservation(f.double.id, day(50), day(52))]
    const made = await block({ reservations: rooms })
    const other = await a.call('POST', base, admin, {
      ...accommodationBody(f, made.event.id, made.eventVersion, { holder, reservations: rooms }),
    })
    expect(other.statusCode, other.body).toBe(201)
    await send(made.id)
    await drainJobs(t.app)
    const confirmation = (await read(made.id)).channelBookingReservation.cmConfirmationId as string
    expect(confirmation).toMatch(/^CM-/)
    const reason = await a.reason(admin)
    const canceled = await a.action(admin, `event-cancellation/cancel/${made.event.id}`, {
      reason: { id: reason.id },
    })
    expect(canceled.statusCode, canceled.body).toBe(200)
    await drainJobs(t.app)
    const list = (await a.call('GET', `/events/event/${made.event.id}/event-accommodation`, admin)).json()
    expect(list.content.map((x: { situation: string }) => x.situation)).toEqual(['CANCELED', 'CANCELED'])
    expect((await log(confirmation)).map((r) => [r.operation, r.status])).toEqual([
      ['cancelReservation', 'SUCCESS'],
    ])
    const party = await withTenant(t.database.db, DEMO, (trx) =>
      trx
        .selectFrom('local_party_record')
        .select('state')
        .where('external_id', '=', confirmation)
        .executeTakeFirstOrThrow(),
    )
    expect((party.state as { status: string }).status).toBe('CANCELLED')
    const trail = (await a.call('GET', `/events/event/audit?eventId=${made.event.id}`, admin)).json() as {
      origin: string
      field: string
      to: string
    }[]
    expect(
      trail.filter((r) => r.origin === 'accommodation' && r.field === 'situation' && r.to === 'CANCELED'),
    ).toHaveLength(2)
    // Undoing the cancellation brings the event back, not its cancelled blocks: they cannot be changed.
    const undo = await a.action(admin, `event-cancellation/undo/${made.event.id}`, {})
    expect(undo.statusCode, undo.body).toBe(200)
    const edit = await a.call('PUT', base, admin, { ...list.content[0], eventVersion: undo.json().version })
    expect(edit.statusCode).toBe(409)
    expect(edit.json().message).toBe('accommodation.canceled')
  })
})
