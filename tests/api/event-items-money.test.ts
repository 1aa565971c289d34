import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items } from '../helpers/event-items.js'
import { seedAccounts } from '../../server/seed/accounts.js'

describe(`event departments, payments, commissions and discounts (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let cashier: Tokens
  let treasurer: Tokens
  let clerk: Tokens
  let a: ReturnType<typeof api>
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>
  const paymentFeatures = ['EVENT', 'ACTION_ADD_PAYMENT', 'ACTION_EDIT_PAYMENT', 'ACTION_REMOVE_PAYMENT']

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    const { DEMO } = await tenantIds(t.app)
    await seedAccounts(t.database.db, new Map([['DEMO', DEMO]]), [
      {
        email: 'cashier@demo.test',
        password: 'Cash#2026x',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: paymentFeatures }],
      },
      {
        email: 'treasurer@demo.test',
        password: 'Treas#2026x',
        memberships: [
          {
            tenant: 'DEMO',
            type: 'COMMON',
            features: [
              ...paymentFeatures,
              'ACTION_CHANGE_WITH_PAYMENTS',
              'ACTION_CHANGE_OTHERS_EVENTS',
              'ACTION_SEE_OTHERS_EVENTS',
            ],
          },
        ],
      },
      {
        email: 'clerk@demo.test',
        password: 'Clerk#2026x',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: ['EVENT'] }],
      },
    ])
    admin = await signIn(t.app, accounts.admin)
    cashier = await signIn(t.app, { username: 'cashier@demo.test', password: 'Cash#2026x' })
    treasurer = await signIn(t.app, { username: 'treasurer@demo.test', password: 'Treas#2026x' })
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

  it('departments: once per event, manager and employees from the registry, the manager never an employee', async () => {
    const e = await a.event(admin)
    const kitchen = await a.post('/events/department/', admin, {
      name: `Cozinha ${f.tag}`,
      manager: { id: f.ana.id },
      employees: [{ id: f.bruno.id }],
    })
    const added = await it8.add(admin, e.id, 'department', {
      department: { id: kitchen.id },
      instructions: 'Servir às 12h',
    })
    expect(added.statusCode, added.body).toBe(201)
    expect(added.json().content[0]).toMatchObject({
      department: { id: kitchen.id, name: kitchen.name },
      manager: { id: f.ana.id, name: f.ana.name },
      employees: [{ id: f.bruno.id, name: f.bruno.name }],
      instructions: 'Servir às 12h',
    })
    refusal(
      await it8.add(admin, e.id, 'department', { department: { id: kitchen.id } }),
      409,
      'event.departmentAlreadyInEvent',
      'department',
    )
    const id = added.json().content[0].id
    refusal(
      await it8.change(admin, e.id, 'department', id, {
        department: { id: kitchen.id },
        manager: { id: f.carla.id },
        employees: [{ id: f.bruno.id }, { id: f.carla.id }],
      }),
      400,
      'department.managerIsEmployee',
      'employees[1]',
    )
    refusal(
      await it8.change(admin, e.id, 'department', id, {
        department: { id: kitchen.id },
        employees: [{ id: 999999 }],
      }),
      400,
      'error.invalidReference',
      'employees[0]',
    )
    const changed = await it8.change(admin, e.id, 'department', id, {
      department: { id: kitchen.id },
      manager: { id: f.carla.id },
      employees: [{ id: f.bruno.id }],
      instructions: 'Servir às 13h',
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().content[0]).toMatchObject({
      manager: { id: f.carla.id },
      instructions: 'Servir às 13h',
    })
  })

  it('payments: the add, edit and remove permissions; once the event has payments, ACTION_CHANGE_WITH_PAYMENTS too', async () => {
    const e = await a.event(cashier)
    const first = await it8.add(cashier, e.id, 'payment', {
      payer: { id: f.ana.id },
      value: 1500.5,
      expectedPaymentDate: at(10, 0),
      details: 'Sinal',
    })
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().content[0]).toMatchObject({
      payer: { id: f.ana.id, name: f.ana.name },
      value: 1500.5,
      status: 'IN_NEGOTIATION',
      details: 'Sinal',
    })
    const paymentId = first.json().content[0].id
    refusal(
      await it8.add(cashier, e.id, 'payment', { payer: { id: f.ana.id }, value: 10 }),
      403,
      'event.paymentChangeNotPermitted',
    )
    refusal(
      await it8.change(cashier, e.id, 'payment', paymentId, { payer: { id: f.ana.id }, value: 10 }),
      403,
      'event.paymentChangeNotPermitted',
    )
    refusal(await it8.remove(cashier, e.id, 'payment', paymentId), 403, 'event.paymentChangeNotPermitted')
    const paid = await it8.change(treasurer, e.id, 'payment', paymentId, {
      payer: { id: f.ana.id },
      value: 1500.5,
      status: 'PAID',
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(
      (await it8.add(treasurer, e.id, 'payment', { payer: { id: f.bruno.id }, value: 500 })).statusCode,
    ).toBe(201)
    // The feature itself: a user with EVENT alone cannot add the first payment.
    const other = await a.event(clerk)
    refusal(
      await it8.add(clerk, other.id, 'payment', { payer: { id: f.ana.id }, value: 10 }),
      403,
      'error.forbidden',
    )
    // The list says what each person may do, so the form offers only that.
    expect((await it8.list(clerk, other.id, 'payment')).json().permitted).toEqual({
      add: false,
      edit: false,
      remove: false,
    })
    expect((await it8.list(admin, other.id, 'payment')).json().permitted).toEqual({
      add: true,
      edit: true,
      remove: true,
    })
    expect(paid.json().permitted).toEqual({ add: true, edit: true, remove: true })
    // A cancelled payment says why.
    refusal(
      await it8.change(treasurer, e.id, 'payment', paymentId, {
        payer: { id: f.ana.id },
        value: 1500.5,
        status: 'CANCELED',
      }),
      400,
      'error.required',
      'cancellationReason',
    )
    refusal(
      await it8.add(admin, e.id, 'payment', { payer: { id: f.ana.id }, value: 1, status: 'LATE' }),
      400,
      'error.invalidValue',
      'status',
    )
    refusal(await it8.add(admin, e.id, 'payment', { value: 1 }), 400, 'error.required', 'payer')
    const row = await t.database.db
      .selectFrom('event_payment')
      .select(['value', 'status'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ value: 1500.5, status: 'PAID' })
  })

  it('commissions: at most 100% per area across the event; owner, beneficiary and attorney add up to 100', async () => {
    const e = await a.event(admin)
    const total = await it8.add(admin, e.id, 'commission', {
      responsible: { id: f.ana.id },
      type: 'TOTAL',
      percentage: 60,
      environmentValue: 1200,
    })
    expect(total.statusCode, total.body).toBe(201)
    expect(total.json().content[0]).toMatchObject({
      responsible: { id: f.ana.id, name: f.ana.name },
      type: 'TOTAL',
      percentage: 60,
    })
    refusal(
      await it8.add(admin, e.id, 'commission', {
        responsible: { id: f.bruno.id },
        type: 'TOTAL',
        percentage: 41,
      }),
      400,
      'event.commissionOver100',
      'percentage',
    )
    refusal(
      await it8.add(admin, e.id, 'commission', {
        responsible: { id: f.bruno.id },
        type: 'BY_AREA',
        menuPercentage: 10,
        environmentPercentage: 45,
      }),
      400,
      'event.commissionOver100',
      'environmentPercentage',
    )
    const byArea = await it8.add(admin, e.id, 'commission', {
      responsible: { id: f.bruno.id },
      type: 'BY_AREA',
      menuPercentage: 40,
      environmentPercentage: 40,
    })
    expect(byArea.statusCode, byArea.body).toBe(201)
    // Editing one commission compares it with the others only.
    expect(
      (
        await it8.change(admin, e.id, 'commission', total.json().content[0].id, {
          responsible: { id: f.ana.id },
          type: 'TOTAL',
          percentage: 60,
        })
      ).statusCode,
    ).toBe(200)
    refusal(
      await it8.add(admin, e.id, 'commission', {
        responsible: { id: f.carla.id },
        type: 'TOTAL',
        ownerPercentage: 50,
        beneficiaryPercentage: 30,
      }),
      400,
      'event.ownershipNot100',
      'ownerPercentage',
    )
    const owners = await it8.add(admin, e.id, 'commission', {
      responsible: { id: f.carla.id },
      type: 'TOTAL',
      ownerPercentage: 50,
      beneficiaryPercentage: 30,
      attorneyPercentage: 20,
    })
    expect(owners.statusCode, owners.body).toBe(201)
    refusal(
      await it8.add(admin, e.id, 'commission', {
        responsible: { id: f.carla.id },
        type: 'TOTAL',
        percentage: 101,
      }),
      400,
      'error.maximum',
      'percentage',
    )
    refusal(await it8.add(admin, e.id, 'commission', { type: 'TOTAL' }), 400, 'error.required', 'responsible')
  })

  it('discounts: TOTAL or BY_AREA with a value per group', async () => {
    const e = await a.event(admin)
    const res = await it8.add(admin, e.id, 'discount', {
      type: 'BY_AREA',
      environmentValue: 100,
      foodAndBeverageValue: 50,
      description: 'Cliente fiel',
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().content[0]).toMatchObject({
      type: 'BY_AREA',
      environmentValue: 100,
      foodAndBeverageValue: 50,
    })
    expect((await it8.add(admin, e.id, 'discount', { value: 30 })).json().content[1]).toMatchObject({
      type: 'TOTAL',
      value: 30,
    })
    refusal(await it8.add(admin, e.id, 'discount', { type: 'HALF' }), 400, 'error.invalidValue', 'type')
    refusal(
      await it8.add(admin, e.id, 'discount', { type: 'TOTAL', value: -5 }),
      400,
      'error.minimum',
      'value',
    )
  })
})
