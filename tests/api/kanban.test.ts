import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { withTenant } from '../../server/db/tenant.js'
import { putConfiguration } from '../helpers/configuration.js'

interface Column {
  status: { id: number; name: string; order: number; situation: string | null }
  page: { content: Card[]; totalElements: number; totalPages: number }
}
interface Card {
  id: number
  name: string
  version: number
  situation: string
  situationColor: string | null
  checklist: { done: number; total: number } | null
}

describe(`kanban board (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let staff: Tokens
  let a: ReturnType<typeof api>
  let demo: number
  let staffId: number
  const marker = `KB${Date.now().toString(36)}`
  const setting = (name: string, value: unknown) => putConfiguration(t.app, admin, [{ name, value }])
  const board = async (who: Tokens, query = `search=${marker}`) => {
    const res = await a.call('GET', `/events/kanban?${query}`, who)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as Column[]
  }
  const column = (cols: Column[], name: string) => cols.find((c) => c.status.name === name)!
  const move = (who: Tokens, id: number, status: number, version?: number, extra = {}) =>
    a.call('PUT', `/events/event/${id}/kanban-status`, who, {
      kanbanStatus: { id: status },
      version,
      ...extra,
    })
  const stored = (id: number) =>
    withTenant(t.database.db, demo, (trx) =>
      trx
        .selectFrom('event')
        .select(['kanban_status_id', 'situation', 'version'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    )

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    demo = (await tenantIds(t.app)).DEMO
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

  it('answers 409 while USE_KANBAN is off, then shows the columns in order', async () => {
    await setting('USE_KANBAN', false)
    const off = await a.call('GET', '/events/kanban', admin)
    expect(off.statusCode).toBe(409)
    expect(off.json().message).toBe('configuration.kanbanDisabled')
    expect((await setting('USE_KANBAN', true)).statusCode).toBe(200)
    const cols = await board(admin)
    expect(cols.map((c) => c.status.name)).toEqual([
      'Novo contato',
      'Em negociação',
      'Proposta enviada',
      'Confirmado',
      'Perdido',
    ])
  })

  it('pages each column 20 at a time, filters by search and employee, and walls other users', async () => {
    for (let i = 0; i < 23; i++)
      await a.event(admin, { name: `${marker} lote ${String(i).padStart(2, '0')}` })
    const own = await a.event(staff, { name: `${marker} da equipe` })
    const first = column(await board(admin), 'Novo contato')
    expect(first.page.totalElements).toBe(24)
    expect(first.page.content).toHaveLength(20)
    expect(first.page.totalPages).toBe(2)
    expect(first.page.content[0]).toMatchObject({ situation: 'NEW', situationColor: '#56b4e9' })
    const next = await a.call('GET', `/events/kanban/${first.status.id}?page=1&search=${marker}`, admin)
    expect(next.json()).toMatchObject({ number: 1, numberOfElements: 4, totalElements: 24 })
    const seen = [...first.page.content, ...next.json().content].map((c: Card) => c.id)
    expect(new Set(seen).size).toBe(24)

    // Staff may not see other people's events: only their own card.
    const staffFirst = column(await board(staff), 'Novo contato')
    expect(staffFirst.page.content.map((c) => c.id)).toEqual([own.id])

    const person = await a.person(admin, `${marker} Funcionária`)
    const target = first.page.content[3]
    await withTenant(t.database.db, demo, (trx) =>
      trx
        .insertInto('event_item')
        .values({
          tenant_id: demo,
          event_id: target.id,
          kind: 'department',
          data: { employees: [{ id: person.id }] },
        })
        .execute(),
    )
    const byEmployee = column(await board(admin, `search=${marker}&employee=${person.id}`), 'Novo contato')
    expect(byEmployee.page.content.map((c) => c.id)).toEqual([target.id])
    expect((await a.call('GET', '/events/kanban/999999999', admin)).statusCode).toBe(404)
  })

  it('moves a card: permission, version, audit, KANBAN notification and e-mail', async () => {
    await setting('KANBAN_EMAIL_NOTIFICATION', true)
    await setting('KANBAN_EMAIL_MESSAGE', 'Veja o quadro.')
    const e = await a.event(staff, { name: `${marker} mover` })
    const cols = await board(admin)
    const proposal = column(cols, 'Proposta enviada').status.id

    const denied = await move(staff, e.id, proposal, e.version)
    expect(denied.statusCode).toBe(403)
    const invalid = await move(admin, e.id, 999999999, e.version)
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json()).toMatchObject({
      message: 'kanban.invalidStatus',
      errors: [{ field: 'kanbanStatus' }],
    })

    const moved = await move(admin, e.id, proposal, e.version)
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({
      kanbanStatus: { id: proposal, name: 'Proposta enviada' },
      version: e.version + 1,
    })
    const stale = await move(admin, e.id, column(cols, 'Novo contato').status.id, e.version)
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe('event.changedInAnotherSession')
    expect((await stored(e.id)).kanban_status_id).toBe(proposal)
    expect(column(await board(admin), 'Proposta enviada').page.content.map((c) => c.id)).toContain(e.id)

    const audit = (await a.call('GET', `/events/event/audit?eventId=${e.id}`, admin)).json()
    expect(audit[0]).toMatchObject({ action: 'U', field: 'kanbanStatus', user: 'admin@demo.test' })
    const unread = (await a.call('GET', `/events/notification/unread/${staffId}`, staff)).json()
    const list = Array.isArray(unread) ? unread : unread.content
    expect(list[0]).toMatchObject({ notificationType: 'KANBAN', subject: `Evento ${e.id}: Proposta enviada` })
    const mail = await withTenant(t.database.db, demo, (trx) =>
      trx
        .selectFrom('mail_outbox')
        .selectAll()
        .where('recipient', '=', 'staff@demo.test')
        .orderBy('id', 'desc')
        .executeTakeFirst(),
    )
    expect(mail?.subject).toBe(`Evento ${e.id}: Proposta enviada`)
    expect(mail?.body).toContain('Veja o quadro.')
  })

  it('with columns linked to situations, a move runs the lifecycle action; a refusal says why and moves nothing', async () => {
    await setting('LINK_KANBAN_TO_SITUATIONS', true)
    const cols = await board(admin)
    const e = await a.event(admin, { name: `${marker} ligado` })
    const negotiation = column(cols, 'Em negociação').status.id
    const moved = await move(admin, e.id, negotiation, e.version)
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ situation: 'NEGOTIATION', kanbanStatus: { id: negotiation } })
    const audit = (await a.call('GET', `/events/event/audit?eventId=${e.id}`, admin)).json()
    expect(audit.map((r: { field: string }) => r.field)).toEqual(
      expect.arrayContaining(['situation', 'kanbanStatus']),
    )

    // Confirming needs exactly one requester: the executor's rule refuses, and the card stays.
    const refused = await move(admin, e.id, column(cols, 'Confirmado').status.id, moved.json().version)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('event.confirmNeedsOneRequester')
    expect(await stored(e.id)).toMatchObject({
      kanban_status_id: negotiation,
      situation: 'NEGOTIATION',
      version: moved.json().version,
    })

    // Cancelling needs a reason: the executor's rule refuses the move without one.
    const lost = column(cols, 'Perdido').status.id
    const noReason = await move(admin, e.id, lost, moved.json().version)
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().errors[0]).toMatchObject({ field: 'reason', message: 'error.required' })
    // Back to the NEW column: the negotiation-to-new action.
    const back = await move(admin, e.id, column(cols, 'Novo contato').status.id, moved.json().version)
    expect(back.json().situation).toBe('NEW')
    await setting('LINK_KANBAN_TO_SITUATIONS', false)
  })

  it('ticks checklist items per event, keeps and audits them, and shows progress on the card', async () => {
    const list = await a.post('/events/kanban-checklist/', admin, {
      name: `${marker} lista`,
      items: [
        { description: 'Enviar proposta' },
        { description: 'Visita técnica' },
        { description: 'Contrato' },
      ],
    })
    const cols = await board(admin)
    const first = column(cols, 'Novo contato').status.id
    const record = (await a.call('GET', `/events/kanban-status/${first}`, admin)).json()
    const put = await a.call('PUT', `/events/kanban-status/${first}`, admin, {
      ...record,
      checklist: { id: list.id },
    })
    expect(put.statusCode, put.body).toBe(200)

    const e = await a.event(admin, { name: `${marker} tarefas` })
    const read = (await a.call('GET', `/events/event/${e.id}/kanban-checklist`, admin)).json()
    expect(read).toMatchObject({ checklist: { id: list.id }, version: e.version })
    expect(read.items.map((i: { done: boolean }) => i.done)).toEqual([false, false, false])

    const ticked = await a.call('PUT', `/events/event/${e.id}/kanban-checklist`, admin, {
      items: [
        { id: 0, done: true },
        { id: 2, done: true },
      ],
      version: e.version,
    })
    expect(ticked.statusCode, ticked.body).toBe(200)
    expect(ticked.json().items.map((i: { done: boolean }) => i.done)).toEqual([true, false, true])
    expect(ticked.json().version).toBe(e.version + 1)
    const stale = await a.call('PUT', `/events/event/${e.id}/kanban-checklist`, admin, {
      items: [{ id: 1, done: true }],
      version: e.version,
    })
    expect(stale.statusCode).toBe(409)
    const bad = await a.call('PUT', `/events/event/${e.id}/kanban-checklist`, admin, {
      items: [{ id: 7, done: true }],
      version: ticked.json().version,
    })
    expect(bad.statusCode).toBe(400)

    const card = column(
      await board(admin, `search=${encodeURIComponent(`${marker} tarefas`)}`),
      'Novo contato',
    ).page.content[0]
    expect(card).toMatchObject({ id: e.id, checklist: { done: 2, total: 3 } })
    const again = (await a.call('GET', `/events/event/${e.id}/kanban-checklist`, admin)).json()
    expect(again.items.map((i: { done: boolean }) => i.done)).toEqual([true, false, true])
    const audit = (await a.call('GET', `/events/event/audit?eventId=${e.id}`, admin)).json()
    expect(audit.filter((r: { origin: string }) => r.origin === 'kanbanChecklist')).toHaveLength(2)

    // Moving away and back keeps the ticks.
    const proposal = column(cols, 'Proposta enviada').status.id
    const away = await move(admin, e.id, proposal, again.version)
    const home = await move(admin, e.id, first, away.json().version)
    expect(home.statusCode).toBe(200)
    const kept = (await a.call('GET', `/events/event/${e.id}/kanban-checklist`, admin)).json()
    expect(kept.items.map((i: { done: boolean }) => i.done)).toEqual([true, false, true])
  })

  it('reset-events puts every card back on the first column, audited', async () => {
    const cols = await board(admin)
    const e = await a.event(admin, { name: `${marker} reset` })
    const proposal = column(cols, 'Proposta enviada').status.id
    expect((await move(admin, e.id, proposal, e.version)).statusCode).toBe(200)
    expect((await a.call('POST', '/events/kanban-status/reset-events', staff, {})).statusCode).toBe(403)
    const reset = await a.call('POST', '/events/kanban-status/reset-events', admin, {})
    expect(reset.statusCode).toBe(200)
    expect(reset.json().updated).toBeGreaterThanOrEqual(1)
    expect((await stored(e.id)).kanban_status_id).toBeNull()
    const after = await board(admin, `search=${encodeURIComponent(`${marker} reset`)}`)
    expect(column(after, 'Proposta enviada').page.totalElements).toBe(0)
    expect(column(after, 'Novo contato').page.content.map((c) => c.id)).toContain(e.id)
  })
  it('two people dragging the same card at once: one wins, the other is refused and the card stays with the winner', async () => {
    const cols = await board(admin)
    const e = await a.event(admin, { name: `${marker} corrida` })
    const [x, y] = [column(cols, 'Proposta enviada').status.id, column(cols, 'Confirmado').status.id]
    const results = await Promise.all([move(admin, e.id, x, e.version), move(admin, e.id, y, e.version)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const winner = results.find((r) => r.statusCode === 200)!.json()
    const loser = results.find((r) => r.statusCode === 409)!
    expect(loser.json().message).toBe('event.changedInAnotherSession')
    expect(await stored(e.id)).toMatchObject({
      kanban_status_id: winner.kanbanStatus.id,
      version: e.version + 1,
    })
  })
})
