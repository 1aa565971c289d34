import { fieldError, type FieldError } from '../../http/errors.js'
import { isValidCnpj } from '../../../common/person/cnpj.js'
import { isValidCpf } from '../cpf.js'
import { isMain, itemsOf, repeatedAt } from '../records.js'
import { isComplete } from '../../../common/person/requirements.js'
import type { RegistryRule } from '../../registries/rules/types.js'

const checkDigits: Record<string, { valid: (n: string) => boolean; key: string }> = {
  CPF: { valid: isValidCpf, key: 'person.invalidCpf' },
  CNPJ: { valid: isValidCnpj, key: 'person.invalidCnpj' },
}

/**
 * A person's documents: CPF and CNPJ with valid check digits; each type once; exactly one main
 * document among those informed (its number is the person's `document`); a complete person has
 * at least one. The issuing country is required by the schema. A person may be saved without
 * documents while incomplete (the event confirmation then refuses it as a customer:
 * event.customerWithoutDocument).
 */
export const personDocuments: RegistryRule = ({ record }) => {
  const documents = itemsOf(record.documents)
  const errors: FieldError[] = []
  if (!documents.length) return isComplete(record) ? [fieldError('documents', 'person.documentRequired')] : []
  documents.forEach((d, i) => {
    const check = checkDigits[String(d.type)]
    if (check && typeof d.number === 'string' && !check.valid(d.number))
      errors.push(fieldError(`documents[${i}].number`, check.key))
  })
  for (const i of repeatedAt(documents, 'type'))
    errors.push(fieldError(`documents[${i}].type`, 'person.documentTypeRepeated'))
  const mains = documents.flatMap((d, i) => (isMain(d) ? [i] : []))
  if (!mains.length) errors.push(fieldError('documents', 'person.mainDocumentRequired'))
  for (const i of mains.slice(1))
    errors.push(fieldError(`documents[${i}].main`, 'person.mainDocumentRepeated'))
  return errors
}
