import { fieldError, type FieldError } from '../../http/errors.js'
import type { RegistryRule } from './types.js'
import { refIds } from './values.js'

const sameSet = (a: number[], b: number[]) => {
  const sa = new Set(a)
  const sb = new Set(b)
  return sa.size === sb.size && [...sa].every((id) => sb.has(id))
}

/**
 * A compound environment (a ballroom whose partitions make smaller rooms) is booked as its parts,
 * so availability is decided through its composition. Hence: at least two distinct parts, never
 * itself, parts that are simple (availability expands one level only), and no change after
 * creation, or bookings already made would silently change meaning. A simple environment has no parts.
 */
export const compoundEnvironmentComposition: RegistryRule = async ({ record, previous, id, reader }) => {
  const ids = refIds(record.composition)
  if (previous) {
    if (Boolean(previous.compound) !== Boolean(record.compound))
      return [fieldError('compound', 'environment.compositionImmutable')]
    if (!sameSet(refIds(previous.composition), ids))
      return [fieldError('composition', 'environment.compositionImmutable')]
  }
  if (!record.compound)
    return ids.length ? [fieldError('composition', 'environment.compositionNotCompound')] : []

  const errors: FieldError[] = []
  if (new Set(ids).size < 2) errors.push(fieldError('composition', 'environment.compoundNeedsTwo'))
  for (const [i, partId] of ids.entries()) {
    if (id !== undefined && partId === id) {
      errors.push(fieldError(`composition[${i}]`, 'environment.compositionSelf'))
      continue
    }
    // A missing part is the engine's reference check (error.notFound style); only nesting is ours.
    const part = await reader.get('environment', partId)
    if (part?.compound) errors.push(fieldError(`composition[${i}]`, 'environment.compositionNested'))
  }
  return errors
}
