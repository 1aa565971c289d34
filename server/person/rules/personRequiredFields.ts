import { fieldError } from '../../http/errors.js'
import { requiredPersonFields } from '../../../common/person/requirements.js'
import type { RegistryRule } from '../../registries/rules/types.js'

const informed = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '')

/**
 * Surname, birth date, marital status and profession for a natural person; fantasy name,
 * foundation date and line of business for a legal one; language, group and currency once the
 * person is marked complete (`personCompany.complete`). One `error.required` per missing field,
 * like the schema's own required fields.
 */
export const personRequiredFields: RegistryRule = ({ record }) =>
  requiredPersonFields(record)
    .filter((field) => !informed(record[field]))
    .map((field) => fieldError(field, 'error.required'))
