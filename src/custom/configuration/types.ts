/** One entry of GET /events/configuration (server/configuration/routes.ts describe()). */
export interface ConfigEntry {
  name: string
  value: unknown
  type: 'GENERAL' | 'SPECIFIC'
  group: string
  kind: 'boolean' | 'number' | 'text' | 'color' | 'enum'
  options?: string[]
  multiple?: boolean
  minItems?: number
  min?: number
  max?: number
  integer?: boolean
  maxLength?: number
  default: unknown
}

/** GET and PUT /events/configuration/all: the entries and the configuration's version. */
export interface VersionedEntries {
  version: number
  content: ConfigEntry[]
}

/** Entries in the order the server lists them, gathered by group (first appearance wins). */
export function byGroup(entries: ConfigEntry[]): [string, ConfigEntry[]][] {
  const groups = new Map<string, ConfigEntry[]>()
  for (const e of entries) {
    const list = groups.get(e.group) ?? []
    list.push(e)
    groups.set(e.group, list)
  }
  return [...groups.entries()]
}
