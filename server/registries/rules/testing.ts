/** Test helpers for the named rules: a rule context and an in-memory reader, no database. */
import type { RegistryData, RegistryReader, RuleContext } from './types.js'

type Stored = RegistryData & { id: number }

/** A reader over fixed records per registry; `where` is top-level equality on JSON values, as in the engine. */
export function fakeReader(records: Record<string, Stored[]> = {}): RegistryReader {
  const matches = (r: Stored, where: RegistryData = {}) =>
    Object.entries(where).every(([k, v]) => JSON.stringify(r[k]) === JSON.stringify(v))
  return {
    async find(registry, where, limit = Infinity) {
      return (records[registry] ?? []).filter((r) => matches(r, where)).slice(0, limit)
    },
    async get(registry, id) {
      return (records[registry] ?? []).find((r) => r.id === id)
    },
  }
}

/** A context for a create (no `previous`) or, with `previous`, an update of record `previous.id`. */
export function ruleContext(
  record: RegistryData,
  opts: { previous?: Stored; reader?: RegistryReader } = {},
): RuleContext {
  return {
    trx: undefined as never,
    tenantId: 1,
    schema: undefined as never,
    record,
    previous: opts.previous,
    id: opts.previous?.id,
    reader: opts.reader ?? fakeReader(),
  }
}
