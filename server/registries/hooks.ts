import { writeKeywords, type WriteKeyword } from '../schemas/keywords.js'
import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { RegistryModel } from './model.js'
import type { RegistryRule } from './rules/types.js'

/**
 * Called in the writing transaction after a record of a registry whose schema carries a write
 * keyword (schemas/keywords.ts) is written (`data`) or deleted (`data` undefined). Other domains
 * keep derived tables in step this way without the engine naming a registry or a domain: they
 * register the listener at boot with `app.registries.onWrite(keyword, listener)`.
 */
export type RegistryListener = (
  trx: Transaction<Database>,
  model: RegistryModel,
  id: number,
  data: Record<string, unknown> | undefined,
  /** On update and delete, the record as it was. */
  previous?: Record<string, unknown>,
) => Promise<void>

/** What the write path needs of a model: its name, its `x-rules` and its schema's keywords. */
interface HookedModel {
  name: string
  rules: readonly string[]
  schema: unknown
}

/**
 * The named rules and write listeners other domains give the registry engine at boot (person's
 * rules, availability's room listeners…), so the engine names no domain. Every writer of a record
 * (the registry API, the seed, tests) is handed the app's book; a rule or keyword a schema uses
 * that nobody registered throws at the write (and at start-up, see `missing`): never skipped.
 */
export interface RegistryHooks {
  /** The rule named in `model`'s `x-rules`. */
  rule(model: HookedModel, name: string): RegistryRule
  /** The listeners of a write of `model`, one per write keyword of its schema. */
  listenersOf(model: HookedModel): RegistryListener[]
  /** What the models use that no domain registered, as sentences (empty when all is wired). */
  missing(models: Iterable<HookedModel>): string[]
}

export interface RegistryHookBook extends RegistryHooks {
  /** Registers the rule `"x-rules": [name]` means; a name is registered once. */
  addRule(name: string, rule: RegistryRule): void
  /** Registers what a write of a record whose schema carries `keyword` does; once per keyword. */
  onWrite(keyword: WriteKeyword, listener: RegistryListener): void
}

const keywordsOf = (model: HookedModel) =>
  writeKeywords.filter((k) => (model.schema as Record<string, unknown>)[k] !== undefined)

export function registryHookBook(): RegistryHookBook {
  const rules = new Map<string, RegistryRule>()
  const listeners = new Map<WriteKeyword, RegistryListener>()
  const unwired = (model: HookedModel) => [
    ...model.rules.filter((r) => !rules.has(r)).map((r) => `${model.name}: no rule ${r} (x-rules)`),
    ...keywordsOf(model)
      .filter((k) => !listeners.has(k))
      .map((k) => `${model.name}: no listener for ${k}`),
  ]
  return {
    addRule(name, rule) {
      if (rules.has(name)) throw new Error(`registry rule ${name} registered twice`)
      rules.set(name, rule)
    },
    onWrite(keyword, listener) {
      if (listeners.has(keyword)) throw new Error(`registry listener for ${keyword} registered twice`)
      listeners.set(keyword, listener)
    },
    rule(model, name) {
      const rule = rules.get(name)
      if (!rule) throw new Error(`${model.name}: unknown rule ${name} in x-rules (registered by no domain)`)
      return rule
    },
    listenersOf(model) {
      const problems = unwired({ ...model, rules: [] })
      if (problems.length) throw new Error(problems.join('; '))
      return keywordsOf(model).map((k) => listeners.get(k)!)
    },
    missing: (models) => [...models].flatMap(unwired),
  }
}
