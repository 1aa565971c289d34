import { fieldError } from '../../http/errors.js'
import type { RegistryRule } from './types.js'
import { refId, refIds } from './values.js'

/**
 * The manager leads the department and is notified as such; listing the same person as an
 * employee too would count them twice (minimum employees per event) and notify them twice.
 * The error sits on the employee entry, the one to remove.
 */
export const departmentManagerNotEmployee: RegistryRule = ({ record }) => {
  const manager = refId(record.manager)
  if (manager === undefined) return []
  return refIds(record.employees).flatMap((id, i) =>
    id === manager ? [fieldError(`employees[${i}]`, 'department.managerIsEmployee')] : [],
  )
}
