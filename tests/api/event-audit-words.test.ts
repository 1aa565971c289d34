import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items, roomBody } from '../helpers/event-items.js'
import { withTenant } from '../../server/db/tenant.js'
import { accommodationBody, accommodationFixtures, day } from '../helpers/accommodation.js'

type Row = { action: string; origin: string; field: string; from: string | null; to: string | null } & Record<
  'actionText' | 'originText' | 'fieldText' | 'fromText' | 'toText',
  string | null
>

/** A wire date-time as the person reads it: DD/MM/YYYY HH:mm. */
const shown = (wire: string) =>
  `${wire.slice(8, 10)}/${wire.slice(5, 7)}/${wire.slice(0, 4)} ${wire.slice(11, 16)}`

describe(`event audit in words: labels, names, enumerations, money and dates per language (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
  })
  afterAll(() => t?.close())

  const audit = async (eventId: number, query = '', headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/events/event/audit?eventId=${eventId}${query}`,
      headers: { authorization: `Bearer ${admin.access_token}`, ...headers },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as Row[]
  }
  /** What the person reads of one item's rows: field label → value in words. */
  const read = (rows: Row[], origin: string, action = 'I') =>
    Object.fromEntries(
      rows
        .filter((r) => r.origin === origin && r.action === action)
        .map((r) => [r.fieldText, action === 'D' ? r.fromText : r.toText]),
    )

  it('a payment and an equipment read with labels, names, translated enumerations and formatted money, in pt-BR and en-us', async () => {
    const e = await a.event(admin)
    const room = await it8.add(admin, e.id, 'environment', roomBody(f.roomA.id, e.startDate, e.endDate))
    expect(room.statusCode, room.body).toBe(201)
    const expected = at(20, 14)
    const payment = await it8.add(admin, e.id, 'payment', {
      payer: { id: f.ana.id },
      value: 15000,
      expectedPaymentDate: expected,
      status: 'PROVIDED',
      details: 'Sinal',
    })
    expect(payment.statusCode, payment.body).toBe(201)
    const gear = await it8.add(admin, e.id, 'equipment', {
      equipment: { id: f.projector.id },
      eventEnvironment: { id: room.json().id },
      startDateHour: e.startDate,
      endDateHour: e.endDate,
      amount: 2,
      dailyRate: 1234.5,
    })
    expect(gear.statusCode, gear.body).toBe(201)

    const pt = await audit(e.id, '&language=pt-BR')
    expect(read(pt, 'payment')).toEqual({
      Pagador: f.ana.name,
      Valor: 'R$ 15.000,00',
      'Previsão de pagamento': shown(expected),
      Detalhes: 'Sinal',
      Situação: 'Previsto',
    })
    expect(read(pt, 'equipment')).toMatchObject({
      Equipamento: f.projector.name,
      Tipo: 'Equipamento',
      'Ambiente do evento': f.roomA.name,
      Diária: 'R$ 1.234,50',
      Quantidade: '2',
    })
    expect(pt.find((r) => r.origin === 'payment')).toMatchObject({
      actionText: 'Incluído',
      originText: 'Pagamento',
    })
    // The raw values stay where the spec's clients read them.
    expect(pt.find((r) => r.origin === 'payment' && r.field === 'payer')).toMatchObject({
      from: null,
      to: String(f.ana.id),
    })

    const en = await audit(e.id, '&language=en-us')
    expect(read(en, 'payment')).toEqual({
      Payer: f.ana.name,
      Amount: 'R$ 15,000.00',
      'Expected payment': shown(expected),
      Details: 'Sinal',
      Status: 'Scheduled',
    })
    expect(read(en, 'equipment')).toMatchObject({
      Equipment: f.projector.name,
      Type: 'Equipment',
      'Event environment': f.roomA.name,
      'Daily rate': 'R$ 1,234.50',
    })
    expect(en.find((r) => r.origin === 'payment')).toMatchObject({
      actionText: 'Added',
      originText: 'Payment',
    })
    // Without the parameter the request's Accept-Language decides.
    expect(read(await audit(e.id, '', { 'accept-language': 'en-US,en;q=0.9' }), 'payment').Status).toBe(
      'Scheduled',
    )
  })

  it('changes and removals read in words too, and a name is the one the record had when the row was written', async () => {
    const e = await a.event(admin)
    const add = await it8.add(admin, e.id, 'payment', { payer: { id: f.bruno.id }, value: 100 })
    const id = add.json().id
    expect(
      (
        await it8.change(admin, e.id, 'payment', id, {
          payer: { id: f.carla.id },
          value: 250.5,
          status: 'PAID',
        })
      ).statusCode,
    ).toBe(200)
    const bruno = (await a.call('GET', `/events/person/${f.bruno.id}`, admin)).json()
    const renamed = await a.call('PUT', `/events/person/${f.bruno.id}`, admin, {
      ...bruno,
      name: `Bruno Renomeado ${f.tag}`,
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect((await it8.remove(admin, e.id, 'payment', id)).statusCode).toBe(200)

    const rows = await audit(e.id, '&language=pt-BR')
    const changed = rows
      .filter((r) => r.origin === 'payment' && r.action === 'U')
      .map((r) => [r.fieldText, r.fromText, r.toText])
    expect(changed).toEqual(
      expect.arrayContaining([
        ['Pagador', f.bruno.name, f.carla.name],
        ['Valor', 'R$ 100,00', 'R$ 250,50'],
        ['Situação', 'Em negociação', 'Pago'],
      ]),
    )
    expect(read(rows, 'payment', 'D')).toMatchObject({
      Pagador: f.carla.name,
      Valor: 'R$ 250,50',
      Situação: 'Pago',
    })
  })

  it('the event itself: every field it was created with, enumerations and references in words', async () => {
    const type = await a.post('/events/event-type/', admin, { name: `Feira ${f.tag}` })
    const e = await a.event(admin, {
      priority: 'THREE',
      eventType: { id: type.id },
      internal: true,
      estimatedPeople: 1200,
    })
    const en = read(await audit(e.id, '&language=en-us'), 'event')
    expect(en).toMatchObject({
      Name: 'Congresso de Cardiologia',
      Situation: 'New',
      Priority: 'Three',
      'Event type': type.name,
      'Internal event': 'Yes',
      'Estimated people': '1,200',
    })
    expect(en.Start).toBe(shown(e.startDate))
  })

  it('rows written before names were kept show the current names of their records', async () => {
    const e = await a.event(admin)
    const { DEMO } = Object.fromEntries(
      (await t.database.db.selectFrom('tenant').select(['code', 'id']).execute()).map((r) => [r.code, r.id]),
    )
    await withTenant(t.database.db, DEMO, (trx) =>
      trx
        .insertInto('event_audit')
        .values({
          tenant_id: DEMO,
          event_id: e.id,
          action: 'I',
          origin: 'payment',
          item_id: 1,
          field: 'payer',
          to_value: String(f.carla.id),
          user_email: 'admin@demo.test',
        })
        .execute(),
    )
    const [row] = (await audit(e.id, '&language=pt-BR')).filter((r) => r.origin === 'payment')
    expect(row).toMatchObject({
      fieldText: 'Pagador',
      toText: (await a.call('GET', `/events/person/${f.carla.id}`, admin)).json().name,
    })
  })

  it("a reservation's nightly rates read as days and money, never as JSON (issue 35, item 5)", async () => {
    const h = await accommodationFixtures(t.app, admin)
    const e = await a.event(admin, { name: 'Estadia auditada' })
    const version = await it8.version(e.id)
    await a.post('/events/event/event-accommodation', admin, accommodationBody(h, e.id, version))
    const rows = await audit(e.id, '&language=pt-BR')
    const rates = rows.find((r) => r.origin === 'accommodation-reservation' && r.field === 'dailyRates')!
    const shownDay = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`
    expect(rates.toText).toBe(`${shownDay(day(20))} R$ 250,00; ${shownDay(day(21))} R$ 250,00`)
    expect(rates.toText).not.toContain('{')
  })

  it('an unknown language is a 400 naming the field', async () => {
    const e = await a.event(admin)
    const res = await a.call('GET', `/events/event/audit?eventId=${e.id}&language=fr`, admin)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0]).toMatchObject({ field: 'language' })
  })
})
