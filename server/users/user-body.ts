import { badRequest, fieldError } from '../http/errors.js'
import { isKnownFeature, usersFeature } from '../auth/features.js'
import { isProviderEmail } from '../auth/identity.js'

// What the events-users routes share: the body they take, its checks, the feature they need.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const body = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string', maxLength: 500 },
    type: { type: 'string', enum: ['COMMON', 'ADMIN'] },
    active: { type: 'boolean' },
    features: { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 500 },
  },
}
export type UserBody = {
  id?: number
  email?: string
  type?: 'COMMON' | 'ADMIN'
  active?: boolean
  features?: string[]
}
export const config = { feature: usersFeature }
export const tags = ['users']

export function checkBody(b: UserBody, creating: boolean) {
  const errors = []
  const email = b.email?.trim() ?? ''
  if (creating && !email) errors.push(fieldError('email', 'error.required'))
  else if (creating && !EMAIL.test(email)) errors.push(fieldError('email', 'error.invalidValue'))
  else if (creating && isProviderEmail(email)) errors.push(fieldError('email', 'user.reservedDomain'))
  if (creating && !b.type) errors.push(fieldError('type', 'error.required'))
  const unknown = (b.features ?? []).filter((f) => !isKnownFeature(f))
  if (unknown.length) errors.push(fieldError('features', 'error.invalidValue'))
  if (errors.length) throw badRequest(errors)
}
