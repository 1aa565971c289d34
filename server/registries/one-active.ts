import { sql } from 'kysely'
import { lock } from '../db/locks.js'
import { conflict, fieldError } from '../http/errors.js'
import type { RegistryListener } from './hooks.js'

/**
 * `"x-one-active-per": "<field>"`: every value of <field> that the tenant's records use keeps at
 * least one active record (spec §5: at least one active template per type). Checked after each
 * write and delete in the writing transaction, behind a per-registry advisory lock so that two
 * people deactivating the last two of a kind at once cannot both succeed. A value with no record
 * left at all is fine unless this write just removed its last active one.
 */
export const keepOneActive: RegistryListener = async (trx, model, _id, _data, previous) => {
  const field = (model.schema as unknown as Record<string, string>)['x-one-active-per']
  await lock(trx, 'oneActive', model.name)
  // The value is picked in a subquery and grouped by its name: grouping by `data->>${field}` again
  // would bind the field as a second parameter, which PostgreSQL does not see as the selected expression.
  const rows = await trx
    .selectFrom((db) =>
      db
        .selectFrom('registry_record')
        .select([
          sql<string>`data->>${field}`.as('value'),
          sql<boolean>`coalesce((data->>'active')::boolean, true)`.as('active'),
        ])
        .where('registry', '=', model.name)
        .as('r'),
    )
    .select(['r.value', sql<boolean>`bool_or(r.active)`.as('anyActive')])
    .groupBy('r.value')
    .execute()
  const lacking = new Set(rows.filter((r) => !r.anyActive).map((r) => r.value))
  // A delete took the last record of its value while it was active (the field is x-immutable, so only a delete can).
  const value = previous?.[field]
  if (typeof value === 'string' && previous?.active !== false && !rows.some((r) => r.value === value))
    lacking.add(value)
  if (lacking.size) throw conflict('error.keepOneActive', [fieldError('active', 'error.keepOneActive')])
}
