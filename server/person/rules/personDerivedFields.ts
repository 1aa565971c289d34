import { formatCnpj } from '../../../common/person/cnpj.js'
import { formatCpf } from '../cpf.js'
import { itemsOf, isMain, textOf } from '../records.js'
import { personTypeOf, requiredByPersonType } from '../../../common/person/requirements.js'
import { formatZipCode } from '../zipCode.js'
import type { RegistryRule } from '../../registries/rules/types.js'

/** A document number as stored: CPF and CNPJ in their punctuated form (so uniqueness ignores how they were typed). */
function canonicalNumber(type: unknown, number: string): string {
  if (type === 'CPF') return formatCpf(number.trim())
  if (type === 'CNPJ') return formatCnpj(number.trim())
  return number.trim().toUpperCase()
}

/**
 * Keeps the person's flat, derived fields in step with its lists on every write, so readers that
 * only want "the" document or e-mail (the event confirmation rule reads `data.document`, lists,
 * searches and autocompletes show them) never parse the lists, and clients cannot send values
 * that disagree with them (they are readOnly in the schema):
 * - `document`: the main document's number; `email`: the main contact's e-mail, else the first
 *   contact e-mail; `active`: `personCompany.active` (the engine's flag for autocompletes and
 *   dependency-checked deactivation).
 * - CPF/CNPJ numbers and Brazilian zip codes are stored punctuated, other numbers upper-cased.
 * - The other person type's own fields are dropped (a legal person has no surname or birth date),
 *   so a form that kept them hidden after the type changed does not store them.
 * It reports nothing: the checks are the other person rules'. The engine stores the record object
 * this rule receives (RuleContext.record), so what it sets here is what is written.
 */
export const personDerivedFields: RegistryRule = ({ record }) => {
  const otherType = personTypeOf(record) === 'LEGAL' ? 'NATURAL' : 'LEGAL'
  for (const field of requiredByPersonType[otherType]) delete record[field]
  const documents = itemsOf(record.documents)
  for (const d of documents) if (typeof d.number === 'string') d.number = canonicalNumber(d.type, d.number)
  for (const a of itemsOf(record.addresses)) {
    if (typeof a.zipCode === 'string') a.zipCode = formatZipCode(a.zipCode, a.country as string | undefined)
  }
  const contacts = itemsOf(record.contacts)
  const document = textOf(documents.find(isMain)?.number)
  const email = textOf(contacts.find(isMain)?.email) ?? contacts.map((c) => textOf(c.email)).find(Boolean)
  setOrDelete(record, 'document', document)
  setOrDelete(record, 'email', email?.toLowerCase())
  record.active = (record.personCompany as { active?: unknown } | undefined)?.active !== false
  return []
}

function setOrDelete(record: Record<string, unknown>, field: string, value: string | undefined) {
  if (value === undefined) delete record[field]
  else record[field] = value
}
