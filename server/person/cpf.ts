/**
 * CPF (Cadastro de Pessoas Físicas): 11 digits, the last two are check digits (mod 11).
 * Shown as "CURP" in the Spanish variant of the product; the algorithm is the Brazilian one.
 */

export const onlyDigits = (value: string): string => value.replace(/\D/g, '')

/** Mod-11 check digit of `digits` with one weight per digit (a remainder below 2 gives 0). */
export function mod11Digit(digits: string, weights: number[]): number {
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * weights[i], 0)
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

const cpfWeights = (length: number) => Array.from({ length }, (_, i) => length + 1 - i)

/** The two check digits of a 9-digit CPF base. */
export function cpfCheckDigits(base: string): string {
  const first = mod11Digit(base, cpfWeights(9))
  const second = mod11Digit(`${base}${first}`, cpfWeights(10))
  return `${first}${second}`
}

/**
 * Accepts the number with or without its punctuation (`123.456.789-09`, `12345678909`); refuses
 * anything else, a wrong check digit, and the eleven repeated digits (`111.111.111-11`), which pass
 * the arithmetic but are not issued.
 */
export function isValidCpf(value: string): boolean {
  if (!/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(value.trim())) return false
  const digits = onlyDigits(value)
  if (/^(\d)\1{10}$/.test(digits)) return false
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9)
}

/** `12345678909` → `123.456.789-09` (the value as stored and shown); other text is returned as is. */
export function formatCpf(value: string): string {
  const d = onlyDigits(value)
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : value
}
