/**
 * CNPJ (Cadastro Nacional da Pessoa Jurídica), numeric and alphanumeric. Since July 2026 Receita
 * Federal also issues CNPJs whose 12-character base mixes digits and capital letters; the two
 * check digits stay numeric. One rule for both: a character's value is its ASCII code minus 48
 * (so '0'–'9' are 0–9 and 'A' is 17), mod 11 with weights 5..2 then 9..2 (the second digit
 * adds 6 in front). Shown as "RUC" in the Spanish variant of the product. Here in common/ because
 * the server's rules and the person form both read it.
 */

const FIRST = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const SECOND = [6, ...FIRST]

/** Bare or punctuated (`12.ABC.345/01DE-35`), any letter case; the check digits are numeric. */
const SHAPE = /^[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}$/

function checkDigit(chars: string, weights: number[]): number {
  let sum = 0
  for (let i = 0; i < chars.length; i++) sum += (chars.charCodeAt(i) - 48) * weights[i]
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

/** The 14 characters of a CNPJ as typed: punctuation dropped, letters upper-cased. */
export const cnpjCharacters = (value: string): string => value.toUpperCase().replace(/[^0-9A-Z]/g, '')

/** The two check digits of a 12-character base (8 of the company, 4 of the branch). */
export function cnpjCheckDigits(base: string): string {
  const chars = base.toUpperCase()
  const first = checkDigit(chars, FIRST)
  const second = checkDigit(`${chars}${first}`, SECOND)
  return `${first}${second}`
}

/**
 * Accepts `11.222.333/0001-81`, `11222333000181`, `12.ABC.345/01DE-35` or `12abc34501de35`;
 * refuses wrong check digits and a base of one repeated character (`00.000.000/0000-00`), which
 * passes the arithmetic but is never issued.
 */
export function isValidCnpj(value: string): boolean {
  if (!SHAPE.test(value.trim().toUpperCase())) return false
  const chars = cnpjCharacters(value)
  if (/^(.)\1{11}/.test(chars)) return false
  return cnpjCheckDigits(chars.slice(0, 12)) === chars.slice(12)
}

/** `12abc34501de35` → `12.ABC.345/01DE-35` (as stored and shown); other text is returned as is. */
export function formatCnpj(value: string): string {
  const c = cnpjCharacters(value)
  return c.length === 14 && /\d{2}$/.test(c)
    ? `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`
    : value
}
