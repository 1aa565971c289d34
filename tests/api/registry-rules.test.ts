import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { seedRegistries } from '../../server/seed/registries.js'
import { naturalPersonBody } from '../helpers/person.js'

/**
 * Each named rule of server/registries/rules, proved through the HTTP API: the refused case is
 * 400 with the rule's key on the right field, the allowed case is written. Runs on the demo
 * registries (seeded here too: the seed is idempotent), so rules meet realistic neighbours.
 */
describe(`named registry rules through the API (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens

  beforeAll(async () => {
    t = await createTestApp()
    await seedRegistries(
      t.database.db,
      t.app.registries.hooks,
      new Map(Object.entries(await tenantIds(t.app))),
    )
    admin = await signIn(t.app, accounts.admin)
  })
  afterAll(() => t?.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(admin), payload: payload as never })
  const post = (name: string, body: unknown) => call('POST', `/events/${name}/`, body)
  // A change carries the version read (issue 49, 3); these bodies are the rule's, not an old copy.
  const put = async (name: string, id: number, body: object) => {
    const { version } = (await call('GET', `/events/${name}/${id}`)).json()
    return call('PUT', `/events/${name}/${id}`, { version, ...body })
  }

  /** Creates a record and returns its id, failing the test with the answer otherwise. */
  async function created(name: string, body: unknown): Promise<number> {
    const res = await post(name, body)
    expect(res.statusCode, res.body).toBe(201)
    return res.json().id
  }
  /** The id of a demo record found by exact name. */
  async function demoId(name: string, label: string): Promise<number> {
    const page = (await call('GET', `/events/${name}?name=${encodeURIComponent(label)}`)).json()
    expect(page.content, `${name} "${label}" in the demo data`).toHaveLength(1)
    return page.content[0].id
  }
  /** A 400 whose errors carry `message` on `field`. */
  function expectRuleError(
    res: { statusCode: number; body: string; json(): any },
    field: string,
    message: string,
  ) {
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toContainEqual({ field, message, target: field })
  }

  describe('environment', () => {
    let type: number
    let a: number
    let b: number
    let auditorium: number
    let classroom: number

    beforeAll(async () => {
      type = await demoId('environment-type', 'Sala de reunião')
      auditorium = await demoId('environment-format', 'Auditório')
      classroom = await demoId('environment-format', 'Escolar')
      a = await created('environment', { name: 'Regra Sala A', environmentType: { id: type } })
      b = await created('environment', { name: 'Regra Sala B', environmentType: { id: type } })
    })

    it('compoundEnvironmentComposition: a compound environment needs two distinct parts', async () => {
      const body = { name: 'Regra Composto', environmentType: { id: type }, compound: true }
      expectRuleError(
        await post('environment', { ...body, composition: [{ id: a }] }),
        'composition',
        'environment.compoundNeedsTwo',
      )
      expectRuleError(
        await post('environment', { ...body, composition: [{ id: a }, { id: a }] }),
        'composition',
        'environment.compoundNeedsTwo',
      )
      const id = await created('environment', { ...body, composition: [{ id: a }, { id: b }] })
      const read = (await call('GET', `/events/environment/${id}`)).json()
      expect(read.composition).toEqual([
        { id: a, name: 'Regra Sala A' },
        { id: b, name: 'Regra Sala B' },
      ])
    })

    it('compoundEnvironmentComposition: only compound environments have parts, and parts are simple', async () => {
      expectRuleError(
        await post('environment', {
          name: 'Regra Simples',
          environmentType: { id: type },
          composition: [{ id: a }, { id: b }],
        }),
        'composition',
        'environment.compositionNotCompound',
      )
      const grand = await demoId('environment', 'Grand Ballroom')
      expectRuleError(
        await post('environment', {
          name: 'Regra Aninhado',
          environmentType: { id: type },
          compound: true,
          composition: [{ id: grand }, { id: a }],
        }),
        'composition[0]',
        'environment.compositionNested',
      )
    })

    it('compoundEnvironmentComposition: the composition cannot change after creation', async () => {
      const c = await created('environment', { name: 'Regra Sala C', environmentType: { id: type } })
      const body = {
        name: 'Regra Composto Fixo',
        environmentType: { id: type },
        compound: true,
        composition: [{ id: a }, { id: b }],
      }
      const id = await created('environment', body)
      expectRuleError(
        await put('environment', id, { ...body, composition: [{ id: a }, { id: c }] }),
        'composition',
        'environment.compositionImmutable',
      )
      expectRuleError(
        await put('environment', id, { ...body, compound: false, composition: [] }),
        'compound',
        'environment.compositionImmutable',
      )
      const renamed = await put('environment', id, {
        ...body,
        name: 'Regra Composto Renomeado',
        composition: [{ id: b }, { id: a }],
      })
      expect(renamed.statusCode, renamed.body).toBe(200)
      expect(renamed.json()).toMatchObject({ name: 'Regra Composto Renomeado', version: 2 })
    })

    it('uniqueFormats: an environment format appears once among the capacities', async () => {
      const body = { name: 'Regra Formatos', environmentType: { id: type } }
      const twice = [
        { format: { id: auditorium }, capacity: 100 },
        { format: { id: classroom }, capacity: 60 },
        { format: { id: auditorium }, capacity: 80 },
      ]
      expectRuleError(
        await post('environment', { ...body, formats: twice }),
        'formats[2].format',
        'environment.formatTwice',
      )
      await created('environment', { ...body, formats: twice.slice(0, 2) })
    })
  })

  describe('holiday', () => {
    // 2031: clear of the demo holidays (2026 and 2027).
    it('holidayPeriodFree: dates are required', async () => {
      expectRuleError(
        await post('holiday', { name: 'Sem data', category: 'NATIONAL' }),
        'date',
        'holiday.datesRequired',
      )
      expectRuleError(
        await post('holiday', { name: 'Meio período', category: 'STATE', startDate: '2031-03-01' }),
        'endDate',
        'holiday.datesRequired',
      )
    })

    it('holidayPeriodFree: the period must not already exist', async () => {
      const id = await created('holiday', {
        name: 'Feriado de teste',
        category: 'MUNICIPAL',
        date: '2031-05-20',
      })
      expectRuleError(
        await post('holiday', { name: 'Repetido', category: 'MUNICIPAL', date: '2031-05-20' }),
        'date',
        'holiday.periodExists',
      )
      expectRuleError(
        await post('holiday', {
          name: 'Semana',
          category: 'STATE',
          startDate: '2031-05-18',
          endDate: '2031-05-24',
        }),
        'startDate',
        'holiday.periodExists',
      )
      // The holiday itself does not count against its own update.
      const moved = await put('holiday', id, {
        name: 'Feriado de teste',
        category: 'MUNICIPAL',
        date: '2031-05-20',
        movable: true,
      })
      expect(moved.statusCode, moved.body).toBe(200)
      await created('holiday', {
        name: 'Semana seguinte',
        category: 'STATE',
        startDate: '2031-05-21',
        endDate: '2031-05-27',
      })
    })

    it('holidayPeriodFree: of overlapping holidays written at once, exactly one is accepted', async () => {
      // Without a lock, concurrent writers each miss the others (seen on PostgreSQL); PGlite serialises anyway.
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          post('holiday', { name: `Concorrente ${i}`, category: 'MUNICIPAL', date: '2031-10-15' }),
        ),
      )
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400])
    })

    it('holidayPeriodFree: a main date lies inside its period', async () => {
      expectRuleError(
        await post('holiday', {
          name: 'Fora',
          category: 'NATIONAL',
          date: '2031-08-10',
          startDate: '2031-08-01',
          endDate: '2031-08-02',
        }),
        'date',
        'holiday.dateOutsidePeriod',
      )
    })

    it('periodOrder: the end is not before the start', async () => {
      expectRuleError(
        await post('holiday', {
          name: 'Invertido',
          category: 'NATIONAL',
          startDate: '2031-09-10',
          endDate: '2031-09-01',
        }),
        'endDate',
        'period.endBeforeStart',
      )
    })
  })

  describe('department', () => {
    it('departmentManagerNotEmployee: the manager is not also a listed employee', async () => {
      const manager = await created(
        'person',
        naturalPersonBody('Gestora Regra', { personAssignment: { employee: true } }),
      )
      const employee = await created(
        'person',
        naturalPersonBody('Colaborador Regra', { personAssignment: { employee: true } }),
      )
      const body = { name: 'Departamento Regra', manager: { id: manager } }
      expectRuleError(
        await post('department', { ...body, employees: [{ id: employee }, { id: manager }] }),
        'employees[1]',
        'department.managerIsEmployee',
      )
      await created('department', { ...body, employees: [{ id: employee }] })
    })
  })

  describe('pax', () => {
    it('paxAgeRangesDisjoint: ageStart is not after ageEnd', async () => {
      expectRuleError(
        await post('pax', { name: 'Invertido', paxType: 'CHILD', ageStart: 10, ageEnd: 5 }),
        'ageEnd',
        'pax.ageRangeInvalid',
      )
    })

    it('paxAgeRangesDisjoint: an age range does not overlap another active one', async () => {
      // The demo bands are 0–2, 3–11 and 12–120.
      expectRuleError(
        await post('pax', { name: 'Pré-adolescente', paxType: 'CHILD', ageStart: 10, ageEnd: 13 }),
        'ageStart',
        'pax.ageRangeOverlaps',
      )
      await created('pax', { name: 'Sênior', paxType: 'ADULT', ageStart: 121, ageEnd: 130 })
      const adult = await demoId('pax', 'Adulto')
      const narrowed = await put('pax', adult, {
        name: 'Adulto',
        paxType: 'ADULT',
        ageStart: 12,
        ageEnd: 119,
      })
      expect(narrowed.statusCode, narrowed.body).toBe(200)
      // An inactive record is out of use and does not block a band.
      await created('pax', { name: 'Faixa antiga', paxType: 'CHILD', ageStart: 0, ageEnd: 5, active: false })
    })
  })

  describe('periodOrder elsewhere', () => {
    it('environment maintenance: the end is not before the start', async () => {
      const room = await demoId('environment', 'Sala Aroeira')
      const body = { type: 'BLOCK', environment: { id: room }, startDateHour: '2031-02-10T08:00:00' }
      expectRuleError(
        await post('environment-maintenance', { ...body, endDateHour: '2031-02-09T18:00:00' }),
        'endDateHour',
        'period.endBeforeStart',
      )
      await created('environment-maintenance', { ...body, endDateHour: '2031-02-10T18:00:00' })
    })

    it('section type: each ticket batch ends after it starts', async () => {
      const batch = { name: 'Lote 1', price: 100, quantity: 50, saleStart: '2031-01-10' }
      expectRuleError(
        await post('section-type', { name: 'Setor Regra', batches: [{ ...batch, saleEnd: '2031-01-01' }] }),
        'batches[0].saleEnd',
        'period.endBeforeStart',
      )
      await created('section-type', { name: 'Setor Regra', batches: [{ ...batch, saleEnd: '2031-01-31' }] })
    })
  })
})
