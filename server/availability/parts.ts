import { onRegistryWrite } from '../registries/listeners.js'

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
onRegistryWrite('x-occupancy', async (trx, model, id, data) => {
  const keyword = (model.schema as unknown as { 'x-occupancy': OccupancyKeyword })['x-occupancy']
  await trx.deleteFrom('environment_part').where('environment_id', '=', id).execute()
  if (!data || data[keyword.compound] !== true) return
  const list = Array.isArray(data[keyword.parts]) ? (data[keyword.parts] as { id?: unknown }[]) : []
  const parts = [...new Set(list.map((p) => Number(p?.id)).filter((n) => Number.isInteger(n) && n > 0))]
  if (!parts.length) return
  const tenantId = await trx
    .selectFrom('registry_record')
    .select('tenant_id')
    .where('id', '=', id)
    .executeTakeFirst()
  if (!tenantId) return
  await trx
    .insertInto('environment_part')
    .values(parts.map((part_id) => ({ tenant_id: tenantId.tenant_id, environment_id: id, part_id })))
    .execute()
})
