import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { fixtures, items, plusHours } from '../helpers/event-items.js'
import { seedAccounts } from '../../server/seed/accounts.js'

describe(`event meals, menus and room service (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let cook: Tokens
  let clerk: Tokens
  let a: ReturnType<typeof api>
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    const { DEMO } = await tenantIds(t.app)
    await seedAccounts(t.database.db, new Map([['DEMO', DEMO]]), [
      {
        email: 'cook@demo.test',
        password: 'Cook#2026x',
        memberships: [
          { tenant: 'DEMO', type: 'COMMON', features: ['EVENT', 'ACTION_ADD_MEAL', 'ACTION_EDIT_MEAL'] },
        ],
      },
      {
        email: 'clerk@demo.test',
        password: 'Clerk#2026x',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: ['EVENT'] }],
      },
    ])
    admin = await signIn(t.app, accounts.admin)
    cook = await signIn(t.app, { username: 'cook@demo.test', password: 'Cook#2026x' })
    clerk = await signIn(t.app, { username: 'clerk@demo.test', password: 'Clerk#2026x' })
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
  })
  afterAll(() => t?.close())

  const refusal = (
    res: { statusCode: number; body: string; json(): any },
    status: number,
    message: string,
    field?: string,
  ) => {
    expect(res.statusCode, res.body).toBe(status)
    expect(res.json().message).toBe(message)
    if (field) expect(res.json().errors).toEqual(expect.arrayContaining([{ field, message, target: field }]))
  }
  const meal = (e: { startDate: string }, place: number, body: Record<string, unknown> = {}) => ({
    mealPlace: { id: place },
    startDateHour: plusHours(e.startDate, 4),
    endDateHour: plusHours(e.startDate, 6),
    value: 4500,
    esteemedPeople: 90,
    ...body,
  })

  it('serves a meal only in a place that allows meals, within the event', async () => {
    const e = await a.event(admin)
    const ok = await it8.add(
      admin,
      e.id,
      'meal',
      meal(e, f.roomA.id, { privateEnvironment: true, observation: 'Almoço' }),
    )
    expect(ok.statusCode, ok.body).toBe(201)
    expect(ok.json().content[0]).toMatchObject({
      mealPlace: { id: f.roomA.id, name: f.roomA.name },
      privateEnvironment: true,
      value: 4500,
      esteemedPeople: 90,
    })
    refusal(
      await it8.add(admin, e.id, 'meal', meal(e, f.foyer.id)),
      400,
      'event.environmentCannotHaveMeal',
      'mealPlace',
    )
    refusal(
      await it8.add(admin, e.id, 'meal', meal(e, f.roomA.id, { endDateHour: plusHours(e.startDate, 100) })),
      400,
      'event.itemOutsideEvent',
      'endDateHour',
    )
    refusal(
      await it8.add(admin, e.id, 'meal', meal(e, f.roomA.id, { value: -1 })),
      400,
      'error.minimum',
      'value',
    )
  })

  it('meal writes need ACTION_ADD_MEAL, ACTION_EDIT_MEAL and ACTION_REMOVE_MEAL', async () => {
    const mine = await a.event(cook)
    const added = await it8.add(cook, mine.id, 'meal', meal(mine, f.roomA.id))
    expect(added.statusCode, added.body).toBe(201)
    const id = added.json().content[0].id
    expect(
      (await it8.change(cook, mine.id, 'meal', id, meal(mine, f.roomA.id, { value: 5000 }))).json().content[0]
        .value,
    ).toBe(5000)
    const denied = await it8.remove(cook, mine.id, 'meal', id)
    refusal(denied, 403, 'error.forbidden')
    expect(denied.json().developerMessage).toContain('ACTION_REMOVE_MEAL')
    const menu = await it8.add(cook, mine.id, 'menu', { name: 'Coquetel' })
    expect(menu.statusCode).toBe(201)
    const clerkEvent = await a.event(clerk)
    refusal(await it8.add(clerk, clerkEvent.id, 'meal', meal(clerkEvent, f.roomA.id)), 403, 'error.forbidden')
    refusal(await it8.add(clerk, clerkEvent.id, 'menu', { name: 'Jantar' }), 403, 'error.forbidden')
    refusal(await it8.add(clerk, clerkEvent.id, 'room-service', { name: 'Frigobar' }), 403, 'error.forbidden')
    expect((await it8.remove(admin, mine.id, 'meal', id)).statusCode).toBe(200)
  })

  it('menus: items, a copy of the registry menu for what is not sent, and a name', async () => {
    const e = await a.event(admin)
    const source = await a.post('/events/menu/', admin, {
      name: `Menu Executivo ${f.tag}`,
      value: 120,
      description: 'Entrada, prato e sobremesa',
      items: [{ description: 'Salada', value: 20, amount: 1 }],
    })
    const copied = await it8.add(admin, e.id, 'menu', { menu: { id: source.id }, observation: 'Sem glúten' })
    expect(copied.statusCode, copied.body).toBe(201)
    expect(copied.json().content[0]).toMatchObject({
      menu: { id: source.id, name: source.name },
      name: source.name,
      value: 120,
      description: 'Entrada, prato e sobremesa',
      observation: 'Sem glúten',
      items: [{ description: 'Salada', value: 20, amount: 1 }],
    })
    const own = await it8.add(admin, e.id, 'menu', {
      name: 'Coffee break',
      value: 30,
      items: [{ description: 'Café', value: 5 }],
    })
    expect(own.json().content[1].items).toEqual([{ description: 'Café', value: 5, amount: 1 }])
    refusal(await it8.add(admin, e.id, 'menu', { value: 10 }), 400, 'error.required', 'name')
    refusal(
      await it8.add(admin, e.id, 'menu', { name: 'X', items: [{ value: 3 }] }),
      400,
      'error.required',
      'items[0].description',
    )
  })

  it('room service is charged per item or per person', async () => {
    const e = await a.event(admin)
    const res = await it8.add(admin, e.id, 'room-service', {
      name: 'Frigobar',
      chargeType: 'PER_PERSON',
      items: [{ description: 'Água', value: 6, amount: 2 }],
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().content[0]).toMatchObject({ name: 'Frigobar', chargeType: 'PER_PERSON' })
    const plain = await it8.add(admin, e.id, 'room-service', { name: 'Lavanderia' })
    expect(plain.json().content[1].chargeType).toBe('PER_ITEM')
    refusal(
      await it8.add(admin, e.id, 'room-service', { name: 'X', chargeType: 'PER_DAY' }),
      400,
      'error.invalidValue',
      'chargeType',
    )
  })

  it('a meal is charged per person by default or once; meals stored before chargeType keep counting once', async () => {
    const e = await a.event(admin, { estimatedPeople: 40 })
    const meal = (body: Record<string, unknown>) =>
      it8.add(admin, e.id, 'meal', {
        mealPlace: { id: f.roomA.id },
        startDateHour: e.startDate,
        endDateHour: plusHours(e.startDate, 2),
        ...body,
      })
    const lunch = await meal({ value: 95, esteemedPeople: 120 })
    expect(lunch.statusCode, lunch.body).toBe(201)
    expect(lunch.json().content[0].chargeType).toBe('PER_PERSON')
    // Without its own head count a per-person meal takes the event's estimate.
    expect((await meal({ value: 10 })).statusCode).toBe(201)
    expect((await meal({ value: 500, chargeType: 'PER_ITEM', esteemedPeople: 120 })).statusCode).toBe(201)
    refusal(await meal({ value: 1, chargeType: 'PER_DAY' }), 400, 'error.invalidValue', 'chargeType')
    const gross = async () =>
      (
        (await a.call('GET', `/events/event/${e.id}/summary`, admin)).json().lines as {
          origin: string
          gross: number
        }[]
      )
        .filter((l) => l.origin === 'meal')
        .map((l) => l.gross)
    expect(await gross()).toEqual([95 * 120, 10 * 40, 500])

    // A meal written before the upgrade (no chargeType): migration 0030 makes it PER_ITEM.
    const { DEMO } = await tenantIds(t.app)
    const old = await t.database.db
      .insertInto('event_item')
      .values({
        tenant_id: DEMO,
        event_id: e.id,
        kind: 'meal',
        data: JSON.stringify({ mealPlace: { id: f.roomA.id }, value: 300, esteemedPeople: 50 }) as never,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const { up } = await import('../../server/db/migrations/0030_meal_charge_type.js')
    await up(t.database.db as never)
    const row = await t.database.db
      .selectFrom('event_item')
      .select('data')
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow()
    expect(row.data.chargeType).toBe('PER_ITEM')
    expect(await gross()).toEqual([95 * 120, 10 * 40, 500, 300])
  })
})
