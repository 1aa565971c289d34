import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadRegistrySchemas, type RegistrySchema } from '../../server/schemas/load.js'
import { writeKeywords } from '../../server/schemas/keywords.js'
import { fixtureSchemas } from '../fixtures/registry-schemas.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'

/**
 * The hooks domains register at boot (docs/domains.md, "Registered at boot, never skipped"): the
 * app built as every entry point builds it has each of them, and one a schema needs that nobody
 * registered keeps the app from starting rather than skipping a rule.
 */
describe(`hooks registered when the app is built (${testDbKind()})`, () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ seed: false })
    await t.app.ready()
  })
  afterAll(() => t?.close())

  it('every named rule and write keyword of the schemas has its registration', () => {
    const models = [...t.app.registryModels.values()]
    const { hooks } = t.app.registries
    expect(hooks.missing(models)).toEqual([])
    const rules = models.flatMap((m) => m.rules.map((r) => [m, r] as const))
    // Person's rules and documents' safeRichText, registered by their domains, are among them.
    expect(rules.map(([, r]) => r)).toEqual(
      expect.arrayContaining(['personRequiredFields', 'personDerivedFields', 'safeRichText', 'periodOrder']),
    )
    for (const [m, r] of rules) expect(hooks.rule(m, r), `${m.name}: ${r}`).toBeTypeOf('function')
    const used = writeKeywords.filter((k) => models.some((m) => (m.schema as Record<string, unknown>)[k]))
    expect(used).toEqual(['x-occupancy', 'x-one-active-per', 'x-frees-rooms'])
    for (const m of models.filter((m) => used.some((k) => (m.schema as Record<string, unknown>)[k])))
      expect(hooks.listenersOf(m).length, m.name).toBeGreaterThan(0)
  })

  it('the block flags have their entry listener (availability re-decides bookings)', () => {
    const listened = t.app.configuration.entryListeners.flatMap((l) => l.entries)
    for (const entry of [
      'ENVIRONMENT_BLOCK',
      'EQUIPMENT_BLOCK',
      'NEW_SITUATION_BLOCK',
      'NEGOTIATION_SITUATION_BLOCK',
    ])
      expect(listened, entry).toContain(entry)
  })

  it('events decide bookings with the registered engine', () => {
    const engine = t.app.events.bookings
    for (const fn of [
      'decide',
      'settleRanks',
      'settleSituation',
      'areasOf',
      'roomConflicts',
      'equipmentSituations',
    ] as const)
      expect(engine[fn], fn).toBeTypeOf('function')
  })

  it('an app whose schema names a rule nobody registered does not start', async () => {
    const orphan = {
      ...fixtureSchemas[0],
      $id: 'orphan-kind',
      'x-resource': {
        ...fixtureSchemas[0]['x-resource'],
        name: 'orphan-kind',
        endpoint: '/events/orphan-kind',
      },
      'x-rules': ['ruleNobodyRegisters'],
    } as RegistrySchema
    const broken = await createTestApp({ seed: false, registrySchemas: [...loadRegistrySchemas(), orphan] })
    try {
      await expect(broken.app.ready()).rejects.toThrow(/orphan-kind: no rule ruleNobodyRegisters/)
    } finally {
      await broken.close()
    }
  })
})
