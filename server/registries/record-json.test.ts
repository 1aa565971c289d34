import { describe, expect, it } from 'vitest'
import { buildModels } from './models.js'
import { loadRegistrySchemas } from '../schemas/load.js'
import { recordJsonSql } from './record-json.js'
import type { RegistryModel } from './model.js'

const models = buildModels(loadRegistrySchemas())
const variant = (refs: RegistryModel['refs']): RegistryModel => ({ ...models.get('environment')!, refs })

describe('recordJsonSql', () => {
  it('labels every reference shape of a schema, with the names as literals', () => {
    const sql = recordJsonSql(models, models.get('environment')!)!
    expect(sql.record).toContain(`p."data" -> 'environmentType'`)
    expect(sql.record).toContain(`'environment-format:'`)
    expect(sql.lookup!('$3')).toContain(`t."tenant_id" = $3`)
  })

  it('needs no lookup for a registry without references', () => {
    const sql = recordJsonSql(models, models.get('environment-type')!)!
    expect(sql.lookup).toBeUndefined()
    expect(sql.record).toBe(`(p."data" || jsonb_build_object('id', p."id", 'version', p."version"))::text`)
  })

  it('leaves a field that is both a reference list and a list of objects to the server', () => {
    const both = variant([
      { field: 'formats', target: 'environment-format', many: true },
      { field: 'formats', sub: 'format', target: 'environment-format', many: true },
    ])
    expect(recordJsonSql(models, both)).toBeUndefined()
  })

  it('refuses a field name it would have to quote', () => {
    const bad = variant([{ field: "x'); drop table event; --", target: 'environment-type', many: false }])
    expect(() => recordJsonSql(models, bad)).toThrow(/unsafe field name/)
  })
})
