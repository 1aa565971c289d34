import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { legalPersonBody } from '../helpers/person.js'
import { drainJobs } from '../helpers/jobs.js'
import { putConfiguration } from '../helpers/configuration.js'

describe(`notifications and e-mails after lifecycle actions (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let staff: Tokens
  let a: ReturnType<typeof api>
  let staffId: number

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
    staffId = (
      await t.database.db
        .selectFrom('events_user')
        .select('id')
        .where('email', '=', 'staff@demo.test')
        .executeTakeFirstOrThrow()
    ).id
  })
  afterAll(() => t?.close())

  it('the creator gets a SITUATION notification when someone else moves the event; the actor gets none', async () => {
    const e = await a.event(staff, { name: 'Jantar de gala' })
    expect(
      (await a.action(admin, 'event-new/change-new-event-to-negotiation', { id: e.id })).statusCode,
    ).toBe(200)
    // Listeners run in a job after the commit.
    await drainJobs(t.app)
    const unread = (await a.call('GET', `/events/notification/unread/${staffId}`, staff)).json()
    const list = Array.isArray(unread) ? unread : unread.content
    expect(list[0]).toMatchObject({ notificationType: 'SITUATION', subject: `Evento ${e.id}: Em negociação` })
    expect(list[0].description).toContain('Jantar de gala')
    const adminId = (
      await t.database.db
        .selectFrom('events_user')
        .select('id')
        .where('email', '=', 'admin@demo.test')
        .executeTakeFirstOrThrow()
    ).id
    const adminUnread = (await a.call('GET', `/events/notification/unread/${adminId}`, admin)).json()
    expect(
      (Array.isArray(adminUnread) ? adminUnread : adminUnread.content).filter(
        (n: { notificationType: string }) => n.notificationType === 'SITUATION',
      ),
    ).toEqual([])
  })

  it('with the customer switches on, the customer and requesters get the e-mail of the new situation', async () => {
    const put = await putConfiguration(t.app, admin, [
      { name: 'NOTIFY_CUSTOMER_BY_EMAIL', value: true },
      { name: 'NOTIFY_REQUESTER_BY_EMAIL', value: true },
      { name: 'CUSTOMER_NOTIFICATION_NEGOTIATION', value: true },
      {
        name: 'CUSTOMER_NOTIFICATION_NEGOTIATION_MESSAGE',
        value: 'Recebemos seu pedido e já estamos negociando.',
      },
    ])
    expect(put.statusCode).toBe(200)
    const customer = await a.post(
      '/events/person/',
      admin,
      legalPersonBody('Editora Aurora Ltda.', undefined, {
        contacts: [{ type: 'COMMERCIAL', main: true, email: 'eventos@aurora.example.com' }],
      }),
    )
    const e = await a.event(admin, {
      customer: { id: customer.id },
      requesters: [{ name: 'Paula', email: 'paula@aurora.example.com' }],
    })
    await a.action(admin, 'event-new/change-new-event-to-negotiation', { id: e.id })
    await drainJobs(t.app)
    const outbox = await t.database.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'body'])
      .where('subject', '=', `Evento ${e.id}: Em negociação`)
      .execute()
    expect(outbox.map((m) => m.recipient).sort()).toEqual([
      'eventos@aurora.example.com',
      'paula@aurora.example.com',
    ])
    expect(outbox[0].body).toBe('Recebemos seu pedido e já estamos negociando.')
    // Situations whose switch is off send nothing.
    await a.action(admin, 'event-negotiation/undo-negotiation', { id: e.id })
    await drainJobs(t.app)
    const none = await t.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject', '=', `Evento ${e.id}: Novo`)
      .execute()
    expect(none).toEqual([])
  })
})
