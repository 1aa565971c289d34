import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { drainJobs } from '../helpers/jobs.js'

const period = { startDate: '2032-05-01', endDate: '2032-05-31' }
const day = (d: number, h: number) =>
  `2032-05-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00`

describe(`the reports beyond the event report (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let staff: Tokens
  const ids: Record<string, number> = {}
  const data = (who: Tokens, type: string, body: Record<string, unknown> = {}) =>
    a.call('POST', `/events/report/${type}/data`, who, { ...period, ...body })

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
    const reason = await a.reason(admin, 'Orçamento recusado')
    const requesters = (names: string[]) =>
      names.map((name) => ({ name, email: `${name.toLowerCase()}@x.example.com` }))
    ids.a = (
      await a.event(admin, {
        name: 'Evento A',
        startDate: day(3, 8),
        endDate: day(3, 18),
        requesters: requesters(['Ana', 'Bia']),
      })
    ).id
    ids.b = (
      await a.event(admin, {
        name: 'Evento B',
        startDate: day(4, 8),
        endDate: day(4, 18),
        requesters: requesters(['Ana']),
      })
    ).id
    ids.c = (
      await a.event(admin, {
        name: 'Evento C',
        startDate: day(5, 8),
        endDate: day(5, 18),
        requesters: requesters(['Ana']),
      })
    ).id
    const cancel = await a.action(admin, `event-cancellation/cancel/${ids.c}`, { reason: { id: reason.id } })
    expect(cancel.statusCode, cancel.body).toBe(200)
  })
  afterAll(() => t?.close())

  it('cancellation: only canceled events; with reasons the reason column and a chart by reason', async () => {
    const plain = (await data(admin, 'cancellation', { dateParameter: 'PERIOD' })).json()
    expect(plain.total).toBe(1)
    expect(plain.rows[0]).toMatchObject({ code: ids.c, name: 'Evento C' })
    expect(plain.columns.map((c: { key: string }) => c.key)).not.toContain('reason')
    const reasons = (
      await data(admin, 'cancellation', { showCancellationReasons: true, chartType: 'PIE' })
    ).json()
    expect(reasons.rows[0]).toMatchObject({ reason: 'Orçamento recusado' })
    expect(reasons.chart).toEqual({
      type: 'PIE',
      labels: ['Orçamento recusado'],
      series: [{ id: 'CANCELED', label: 'Cancelados', data: [1] }],
    })
  })

  it('statistics: events per situation', async () => {
    const body = (await data(admin, 'statistics', { situations: undefined })).json()
    expect(body.rows).toEqual([
      { situation: 'CANCELED', events: 1, people: 0, revenue: 0, currency: 'BRL' },
      { situation: 'NEW', events: 2, people: 0, revenue: 0, currency: 'BRL' },
    ])
    expect(body.chart.type).toBe('PIE')
    // A dashboard of charts over the same events.
    const panel = (id: string) => body.panels.find((p: { id: string }) => p.id === id)
    expect(body.panels.map((p: { title: string }) => p.title)).toEqual([
      'Eventos por mês e situação',
      'Pessoas previstas por situação',
      'Receita por mês (moeda principal)',
      'Eventos por tipo de evento',
      'Eventos por origem',
      'Cancelamentos por motivo',
    ])
    expect(panel('perMonth').chart).toEqual({
      type: 'BAR',
      labels: ['2032-05'],
      series: [
        { id: 'CANCELED', label: 'Cancelado', data: [1] },
        { id: 'NEW', label: 'Novo', data: [2] },
      ],
    })
    expect(panel('people').chart.series[0].data).toEqual([0, 0])
    expect(panel('eventType').chart).toMatchObject({ labels: ['Não informado'], series: [{ data: [3] }] })
    expect(panel('cancellationReason').chart).toMatchObject({
      type: 'PIE',
      labels: ['Orçamento recusado'],
      series: [{ data: [1] }],
    })
    // Another report has no panels; a user without the report's feature gets none of it.
    expect((await data(admin, 'cancellation')).json().panels).toBeUndefined()
    expect((await data(staff, 'statistics')).statusCode).toBe(403)
  })

  it('requester ranking: most events first; grouping folds requesters with 1 or 2 events into one line', async () => {
    const body = (await data(admin, 'requester-ranking')).json()
    expect(body.rows).toEqual([
      { requester: 'Ana', events: 3, confirmed: 0, canceled: 1 },
      { requester: 'Bia', events: 1, confirmed: 0, canceled: 0 },
    ])
    const grouped = (await data(admin, 'requester-ranking', { groupRequesters: true })).json()
    expect(grouped.rows).toEqual([
      { requester: 'Ana', events: 3, confirmed: 0, canceled: 1 },
      { requester: 'Outros (1 ou 2 eventos)', events: 1, confirmed: 0, canceled: 0 },
    ])
  })

  it('people: one row per requester of the visible events, keyset across batches in the file', async () => {
    const body = (await data(admin, 'people', { orderBy: 'START_DATE' })).json()
    expect(body.rows.map((r: { code: number; requester: string }) => [r.code, r.requester])).toEqual([
      [ids.a, 'Ana'],
      [ids.a, 'Bia'],
      [ids.b, 'Ana'],
      [ids.c, 'Ana'],
    ])
    const asked = (await a.call('POST', '/events/report/people', admin, { ...period, format: 'CSV' })).json()
    await drainJobs(t.app)
    const file = await a.call('GET', `/events/file/r/${asked.reference}`, admin)
    expect(file.body.trim().split('\r\n')).toHaveLength(5)
  })

  it('each report needs its own feature: staff holds REPORT_EVENT only', async () => {
    expect((await data(staff, 'event')).statusCode).toBe(200)
    for (const type of [
      'cancellation',
      'statistics',
      'requester-ranking',
      'people',
      'equipment',
      'meal',
      'timeline',
      'costs',
      'kanban',
      'accommodation',
    ]) {
      expect((await data(staff, type)).statusCode, type).toBe(403)
      expect(
        (await a.call('POST', `/events/report/${type}`, staff, { format: 'CSV' })).statusCode,
        type,
      ).toBe(403)
    }
  })

  it('equipment, meal and timeline answer their rows (none booked here) and a chart', async () => {
    for (const type of ['equipment', 'meal', 'timeline']) {
      const res = await data(admin, type)
      expect(res.statusCode, `${type} ${res.body}`).toBe(200)
      expect(res.json()).toMatchObject({ total: 0, rows: [], chart: { type: 'BAR', labels: [] } })
    }
  })

  // Last: it adds events to the period the reports above count.
  it('requester ranking: a confirmed event counts as confirmed whether it runs, ended or was reopened', async () => {
    for (const [d, situation] of [
      [10, 'CONFIRMED'],
      [11, 'END'],
      [12, 'REOPEN'],
    ] as const) {
      const e = await a.event(admin, {
        name: `Evento ${situation}`,
        startDate: day(d, 8),
        endDate: day(d, 18),
        requesters: [{ name: 'Caio', email: 'caio@x.example.com' }],
      })
      // The walk there (confirm, start, release, end, reopen) is the lifecycle suite's; here the state.
      await t.database.db.updateTable('event').set({ situation }).where('id', '=', e.id).execute()
    }
    const rows = (await data(admin, 'requester-ranking')).json().rows
    expect(rows.find((r: { requester: string }) => r.requester === 'Caio')).toEqual({
      requester: 'Caio',
      events: 3,
      confirmed: 3,
      canceled: 0,
    })
  })
})
