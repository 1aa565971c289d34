import crypto from 'node:crypto'
import { promisify } from 'node:util'

const scrypt = promisify(crypto.scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: crypto.ScryptOptions,
) => Promise<Buffer>
const params = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const KEY_LEN = 32

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16)
  const hash = await scrypt(password, salt, KEY_LEN, params)
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$')
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend comparable time on unknown users so timing does not reveal which e-mails exist.
    await scrypt(password, Buffer.alloc(16), KEY_LEN, params)
    return false
  }
  const [, N, r, p, salt, hash] = parts
  const expected = Buffer.from(hash, 'base64url')
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    maxmem: params.maxmem,
  })
  return crypto.timingSafeEqual(expected, actual)
}

/** The spec's new-password rules; each failing rule is its own locale key. */
export function passwordRuleErrors(password: string): string[] {
  const errors: string[] = []
  if (!/\d/.test(password)) errors.push('password.digit')
  if (!/\p{L}/u.test(password)) errors.push('password.letter')
  if (!/[^\p{L}\d\s]/u.test(password)) errors.push('password.special')
  if (password.length < 7 || password.length > 256) errors.push('password.length')
  return errors
}

export const PASSWORD_HISTORY = 4
