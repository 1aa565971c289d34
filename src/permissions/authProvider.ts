/**
 * react-admin's view of our session. Sign-in itself happens on the public pages; this provider
 * answers react-admin's questions from the stored session and the cached feature list.
 */
import type { AuthProvider } from 'react-admin'
import { allows } from './features'
import { HttpError } from '../providers/httpError'
import { endSession, getContext, getFeatures, getUser, isAdmin, isAuthenticated } from '../providers/session'
import { loadFeatures } from '../providers/signIn'
import { passwordLogin } from '../providers/tokens'

const LOGIN = '/login'

/** Two letters for the avatar: first letters of the e-mail's name parts, or its first two letters. */
export function initials(email: string): string {
  const name = email.split('@')[0] ?? ''
  const parts = name.split(/[._\-+\s]+/).filter(Boolean)
  const letters = parts.length >= 2 ? parts[0][0] + parts[1][0] : name.slice(0, 2)
  return letters.toUpperCase()
}

/** Features come from the cache; a restored session without them loads them once. */
let loading: Promise<string[]> | null = null
async function features(): Promise<string[]> {
  const cached = getFeatures()
  if (cached) return cached
  loading ??= loadFeatures().finally(() => {
    loading = null
  })
  try {
    return await loading
  } catch (e) {
    endSession('auth.accessTokenExpired')
    throw e
  }
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    await passwordLogin(username, password)
    return { redirectTo: '/tenant' }
  },
  async logout() {
    endSession()
    // An absolute path outside the Admin's basename: our own /login, not /app/login.
    return LOGIN
  },
  async checkAuth() {
    if (!isAuthenticated()) throw { redirectTo: LOGIN, message: false }
  },
  async checkError(error: unknown) {
    // http.ts already ended the session for the errors that end it; react-admin only has to follow.
    if (!isAuthenticated()) throw { redirectTo: LOGIN, message: false, logoutUser: true }
    if (error instanceof HttpError && error.status === 401) throw { redirectTo: LOGIN, message: false }
  },
  async getIdentity() {
    const user = getUser()
    if (!user) throw new Error('no session user')
    return {
      id: user.id,
      fullName: user.email,
      avatar: undefined,
      initials: initials(user.email),
      socialReason: user.company.socialReason,
    }
  },
  async getPermissions() {
    return { admin: isAdmin(), features: await features() }
  },
  async canAccess({ resource }: { resource?: string; action: string }) {
    return allows(resource, getContext() ?? 'EVENTS', await features())
  },
}
