import { findRecords } from '../registries/reader.js'
import type { Trx } from '../events/items/types.js'

/**
 * The active hosting-unit types (the channel's rental-unit types by their code). Its own module
 * so the channel, overview and built-in channel routes share it without importing a route file.
 */
export async function unitTypes(trx: Trx) {
  const rows = await findRecords(trx, 'hosting-unit-type', { activeOnly: true, orderBy: 'name' })
  return rows.map((r) => ({
    id: r.id,
    code: String(r.code),
    name: String(r.name),
    paxCapacity: Number(r.paxCapacity),
  }))
}
