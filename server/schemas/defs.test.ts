import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { dereference, readDefs } from './defs.js'
import { loadFormSchemas, loadRegistrySchemas, schemasDir } from './load.js'

const defs = readDefs(schemasDir)

describe('schemas/defs.json', () => {
  it('inlines a definition, the keywords beside the $ref winning', () => {
    const out = dereference(
      {
        properties: {
          room: { $ref: 'defs.json#/definitions/reference', 'x-ref': 'environment', 'x-ui': { widget: 'x' } },
        },
      },
      defs,
    )
    expect(out.properties.room).toEqual({
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'integer', minimum: 1 } },
      'x-ref': 'environment',
      'x-ui': { widget: 'x' },
    })
  })

  it('inlines definitions inside definitions (period → local date-time)', () => {
    const out = dereference<unknown>({ $ref: 'defs.json#/definitions/period' }, defs) as {
      properties: Record<string, unknown>
    }
    expect(out.properties.start).toEqual({
      type: 'string',
      format: 'local-date-time',
      'x-ui': { widget: 'datetime' },
    })
  })

  it('refuses an unknown definition or another file', () => {
    expect(() => dereference({ $ref: 'defs.json#/definitions/nope' }, defs, 'x.schema.json')).toThrow(
      /unknown definition/,
    )
    expect(() => dereference({ $ref: 'other.json#/a' }, defs)).toThrow(/not a defs.json definition/)
  })

  it('leaves no $ref in a loaded schema, while the files use them', () => {
    const loaded = JSON.stringify([...loadRegistrySchemas(), ...loadFormSchemas()])
    expect(loaded).not.toContain('"$ref"')
    const file = fs.readFileSync(
      path.join(schemasDir, 'registries', 'environment-maintenance.schema.json'),
      'utf8',
    )
    expect(file).toContain('defs.json#/definitions/reference')
  })

  it('is used by the event form schemas too, which every reader gets dereferenced', () => {
    const dir = path.join(schemasDir, 'event')
    const raw = fs.readFileSync(path.join(dir, 'environment.schema.json'), 'utf8')
    expect(raw).toContain('defs.json#/definitions/reference')
    expect(raw).toContain('defs.json#/definitions/localDateTime')
    const environment = loadFormSchemas().find((s) => s.$id === 'event-environment') as {
      properties: Record<string, unknown>
    }
    expect(environment.properties.environment).toMatchObject({
      type: 'object',
      required: ['id'],
      'x-ref': 'environment',
    })
    expect(environment.properties.startDateHour).toMatchObject({ format: 'local-date-time' })
  })
})
