import { sql } from 'kysely'
import type { RegistryListener } from '../registries/hooks.js'

interface OccupancyKeyword {
  /** The boolean field that makes a record compound. */
  compound: string
  /** The array of references to its simple parts. */
  parts: string
}

/**
 * Keeps `environment_part` (compound room → simple parts) in step with every write of a registry
 * whose schema declares `x-occupancy`, in the same transaction. Bookings already made keep the
 * parts they were spread over (the composition is fixed once created).
 */
export const keepEnvironmentParts: RegistryListener = async (trx, model, id, data) => {
  const keyword = (model.schema as unknown as { 'x-occupancy': OccupancyKeyword })['x-occupancy']
  await trx.deleteFrom('environment_part').where('environment_id', '=', id).execute()
  if (!data || data[keyword.compound] !== true) return
  const list = Array.isArray(data[keyword.parts]) ? (data[keyword.parts] as { id?: unknown }[]) : []
  const parts = [...new Set(list.map((p) => Number(p?.id)).filter((n) => Number.isInteger(n) && n > 0))]
  if (!parts.length) return
  // The writing transaction's tenant (the listener is handed no tenant; RLS checks it again).
  await sql`insert into environment_part (tenant_id, environment_id, part_id)
    select current_setting('app.tenant_id')::bigint, ${id}, unnest(${parts}::bigint[])`.execute(trx)
}
