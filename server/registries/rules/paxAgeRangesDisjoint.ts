import { fieldError } from '../../http/errors.js'
import { lockRegistry } from './lock.js'
import type { RegistryRule } from './types.js'
import { rangesOverlap } from './values.js'

/** Pax records per company are a handful (baby, child, adult…). */
const PAX_READ_LIMIT = 1_000

/**
 * A guest's age must map to exactly one pax band, or rates would be ambiguous: ageStart ≤ ageEnd,
 * and the band (inclusive) must not overlap the band of another active pax record. Inactive
 * records are out of use, so a band can be replaced by deactivating the old one first.
 */
export const paxAgeRangesDisjoint: RegistryRule = async (ctx) => {
  const { record, id, reader } = ctx
  const start = Number(record.ageStart)
  const end = Number(record.ageEnd)
  if (!Number.isFinite(start) || !Number.isFinite(end)) return []
  if (start > end) return [fieldError('ageEnd', 'pax.ageRangeInvalid')]
  if (record.active === false) return []
  await lockRegistry(ctx, 'pax')
  const others = await reader.find('pax', {}, PAX_READ_LIMIT)
  const overlapping = others.some(
    (o) =>
      o.id !== id &&
      o.active !== false &&
      rangesOverlap([start, end], [Number(o.ageStart), Number(o.ageEnd)]),
  )
  return overlapping ? [fieldError('ageStart', 'pax.ageRangeOverlaps')] : []
}
