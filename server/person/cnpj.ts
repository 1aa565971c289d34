/**
 * CNPJ (Cadastro Nacional da Pessoa Jurídica): 14 digits, the last two are check digits (mod 11,
 * weights 5..2 then 9..2). Shown as "RUC" in the Spanish variant of the product.
 */
import { mod11Digit, onlyDigits } from './cpf.js'

const FIRST = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const SECOND = [6, ...FIRST]

/** The two check digits of a 12-digit CNPJ base (8 digits of the company, 4 of the branch). */
export function cnpjCheckDigits(base: string): string {
  const first = mod11Digit(base, FIRST)
  const second = mod11Digit(`${base}${first}`, SECOND)
  return `${first}${second}`
}

/** Accepts `11.222.333/0001-81` or `11222333000181`; refuses wrong check digits and repeated digits. */
export function isValidCnpj(value: string): boolean {
  if (!/^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/.test(value.trim())) return false
  const digits = onlyDigits(value)
  if (/^(\d)\1{13}$/.test(digits)) return false
  return cnpjCheckDigits(digits.slice(0, 12)) === digits.slice(12)
}

/** `11222333000181` → `11.222.333/0001-81`; other text is returned as is. */
export function formatCnpj(value: string): string {
  const d = onlyDigits(value)
  return d.length === 14
    ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`
    : value
}
