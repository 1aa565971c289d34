import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadFormSchemas, loadRegistrySchemas, schemasDir, type RegistrySchema } from './load.js'
import { formLocaleKeys, humanise, localeProblems, registryLocaleKeys } from './locale-keys.js'

const trees = Object.fromEntries(
  ['pt-BR', 'es', 'en-us'].map((l) => [
    l,
    JSON.parse(fs.readFileSync(path.join(schemasDir, '../locales', `${l}.json`), 'utf8')),
  ]),
)

const fixture = (extra: Record<string, unknown> = {}): RegistrySchema => ({
  $id: 'environment-type',
  type: 'object',
  'x-resource': {
    name: 'environment-type',
    endpoint: '/events/environment-type',
    feature: 'ENVIRONMENT_TYPE',
  },
  properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string' }, ...extra },
})

describe('locale keys of the registry schemas', () => {
  it('every field, enum value, resource name and feature has a key in pt-BR, es and en-us (npm run generate adds them)', () => {
    expect(localeProblems(loadRegistrySchemas(), trees)).toEqual([])
  })

  it('fails for a schema whose field, enum value or feature has no key', () => {
    const schema = fixture({
      seats: { type: 'integer' },
      layout: { type: 'string', enum: ['ROUND', 'U_SHAPE'] },
    })
    schema['x-resource'].feature = 'ROOM_LAYOUT'
    const problems = localeProblems([schema], trees)
    for (const locale of ['pt-BR', 'es', 'en-us']) {
      expect(problems).toContain(`${locale}: missing resources.environment-type.fields.seats`)
      expect(problems).toContain(`${locale}: missing resources.environment-type.enums.layout.U_SHAPE`)
      expect(problems).toContain(`${locale}: missing permissions.features.ROOM_LAYOUT`)
    }
    expect(problems).not.toContain('en-us: missing resources.environment-type.fields.name')
  })

  it('asks for nested fields but not for a reference id or a widget that names its own values', () => {
    const schema = fixture({
      rows: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            label: { type: 'string' },
            room: { type: 'object', 'x-ref': 'environment', properties: { id: { type: 'integer' } } },
          },
        },
      },
      country: { type: 'string', enum: ['BR'], 'x-ui': { widget: 'country' } },
    })
    delete schema.properties.id
    const keys = registryLocaleKeys(schema).map((k) => k.key)
    expect(keys).toEqual(
      expect.arrayContaining([
        'resources.environment-type.fields.label',
        'resources.environment-type.fields.room',
      ]),
    )
    expect(keys).not.toContain('resources.environment-type.fields.id')
    expect(keys.filter((k) => k.includes('.enums.country'))).toEqual([])
  })

  it('every field and enum value of the event form schemas (schemas/event) has a key in pt-BR, es and en-us', () => {
    expect(localeProblems([], trees, loadFormSchemas())).toEqual([])
  })

  it('asks an event form for its fields under x-labels and its shared enum lists, not for ids', () => {
    const keys = formLocaleKeys({
      $id: 'event-thing',
      'x-labels': 'events.thing',
      properties: {
        id: { type: 'integer', readOnly: true },
        eventVersion: { type: 'integer' },
        status: { type: 'string', enum: ['PAID'], 'x-enum-labels': 'events.payment.statuses' },
        kind: { type: 'string', enum: ['BY_DATE'] },
      },
    }).map((k) => k.key)
    expect(keys).toEqual([
      'events.thing.fields.status',
      'events.payment.statuses.PAID',
      'events.thing.fields.kind',
      'events.thing.enums.kind.BY_DATE',
    ])
    const problems = localeProblems([], trees, [
      { $id: 'x', 'x-labels': 'events.thing', properties: { seats: { type: 'integer' } } },
    ])
    expect(problems).toContain('es: missing events.thing.fields.seats')
  })

  it('humanises names for the first text', () => {
    expect(humanise('startDateHour')).toBe('Start date hour')
    expect(humanise('HOUSE_USE')).toBe('House use')
    expect(humanise('environment-type')).toBe('Environment type')
  })
})
