/**
 * Login form rules (spec §4, §5). Messages are locale keys with their parameters so the page
 * translates them; nothing here knows React.
 */
export const PROVIDER_DOMAIN = 'eventdesk.tech'
export const USERNAME_MAX = 500
export const PASSWORD_MIN = 7
export const CODE_MAX = 50

/** A technical (provider support) user is recognised by the provider's own e-mail domain. */
export function isTechnicalUsername(username: string): boolean {
  return username.trim().toLowerCase().endsWith(`@${PROVIDER_DOMAIN}`)
}

export interface Message {
  key: string
  params?: Record<string, string | number>
}

export interface LoginValues {
  username: string
  password: string
  code: string
}

export type LoginErrors = Partial<Record<keyof LoginValues, Message>>

export function validateLogin({ username, password, code }: LoginValues): LoginErrors {
  const errors: LoginErrors = {}
  if (!username.trim()) errors.username = { key: 'error.required', params: { field: 'login.username' } }
  else if (username.length > USERNAME_MAX)
    errors.username = { key: 'validation.maxLength', params: { field: 'login.username', max: USERNAME_MAX } }
  if (!password) errors.password = { key: 'error.required', params: { field: 'login.password' } }
  else if (password.length < PASSWORD_MIN)
    errors.password = { key: 'validation.minLength', params: { field: 'login.password', min: PASSWORD_MIN } }
  if (isTechnicalUsername(username)) {
    if (!code.trim()) errors.code = { key: 'error.required', params: { field: 'login.code' } }
    else if (code.length > CODE_MAX)
      errors.code = { key: 'validation.maxLength', params: { field: 'login.code', max: CODE_MAX } }
  }
  return errors
}

/** Server answers of the token endpoints that have their own text; others show the server's description. */
const knownLoginErrors = [
  'auth.invalidCredentials',
  'auth.userDisabled',
  'auth.fullAuthenticationRequired',
  'auth.tooManyAttempts',
  'auth.invalidTenantCode',
  'error.requestFailed',
]

export function loginErrorKey(message: string): string | null {
  return knownLoginErrors.includes(message) ? message : null
}
