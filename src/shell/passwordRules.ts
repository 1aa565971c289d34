/**
 * New-password rules (spec §5, docs/auth.md): each failing rule is its own message, keyed like
 * the server's field errors so both sides speak the same language.
 */
export const PASSWORD_MIN_LENGTH = 7
export const PASSWORD_MAX_LENGTH = 256

export type PasswordRule = 'password.digit' | 'password.letter' | 'password.special' | 'password.length'

export const passwordRules: PasswordRule[] = [
  'password.digit',
  'password.letter',
  'password.special',
  'password.length',
]

export function failingPasswordRules(password: string): PasswordRule[] {
  const failing: PasswordRule[] = []
  if (!/\d/.test(password)) failing.push('password.digit')
  if (!/\p{L}/u.test(password)) failing.push('password.letter')
  if (!/[^\p{L}\p{N}\s]/u.test(password)) failing.push('password.special')
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    failing.push('password.length')
  return failing
}
