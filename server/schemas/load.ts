import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { dereference, readDefs } from './defs.js'

export const schemasDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas')

export interface ResourceMeta {
  name: string
  endpoint: string
  feature: string
  /** The TICKETS-context feature when the registry is shared with the ticket context. */
  ticketsFeature?: string
  menu?: { group: string; contexts?: string[]; icon?: string }
  list?: string[]
  search?: string[]
  label?: string
  /** How a picker shows a record: its words joined (`name surname`) and a detail after them (a document). */
  option?: { text: string[]; detail?: string }
  /** Named query filters on nested values: `{"employee": "personAssignment.employee"}` → `?employee=true`. */
  filters?: Record<string, string | { path: string; onlyTrue?: boolean }>
}

export interface RegistrySchema {
  $id: string
  title?: string
  type: 'object'
  properties: Record<string, Record<string, unknown>>
  required?: string[]
  'x-resource': ResourceMeta
  [keyword: string]: unknown
}

/**
 * One schema file, its `defs.json` $refs inlined (server/schemas/defs.ts): everything that reads
 * a schema (ajv, generated types, browser forms, OpenAPI) gets it through here or the generator.
 */
export function readSchemaFile<T = Record<string, unknown>>(file: string, defsDir = schemasDir): T {
  return dereference(JSON.parse(fs.readFileSync(file, 'utf8')), readDefs(defsDir), path.basename(file)) as T
}

/** Reads every `schemas/registries/*.schema.json`, sorted by file name. */
export function loadRegistrySchemas(dir = path.join(schemasDir, 'registries')): RegistrySchema[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => readSchemaFile<RegistrySchema>(path.join(dir, f)))
}

/**
 * The other forms' schemas (schemas/event/*): not registries, but their `x-ref`s tell which
 * registries their users must be able to pick from; `x-feature` names who uses them.
 */
export function loadFormSchemas(dir = path.join(schemasDir, 'event')): Record<string, unknown>[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => readSchemaFile(path.join(dir, f)))
}
