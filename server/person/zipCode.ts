/**
 * Postal codes. Brazil's CEP is 8 digits (`01310-100` or `01310100`); other countries vary
 * (Uruguay 5 digits, Argentina `C1425ABC`, the UK `SW1A 1AA`), so elsewhere only the shape of a
 * postal code is checked: 3 to 10 letters or digits with optional inner spaces or hyphens.
 */
import { onlyDigits } from './cpf.js'

export function isValidZipCode(zipCode: string, country: string | undefined): boolean {
  const value = zipCode.trim()
  if ((country ?? 'BR') === 'BR') return /^\d{5}-?\d{3}$/.test(value)
  return /^[A-Za-z0-9](?:[A-Za-z0-9 -]{1,8})[A-Za-z0-9]$/.test(value)
}

/** A Brazilian CEP as stored and shown (`01310-100`); other codes trimmed and upper-cased. */
export function formatZipCode(zipCode: string, country: string | undefined): string {
  const value = zipCode.trim()
  if ((country ?? 'BR') === 'BR' && isValidZipCode(value, 'BR')) {
    const d = onlyDigits(value)
    return `${d.slice(0, 5)}-${d.slice(5)}`
  }
  return value.toUpperCase()
}
