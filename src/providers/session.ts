/**
 * The signed-in session, kept in localStorage so a reload (or another tab) finds it again.
 * localStorage is the single source of truth: getters read it every time, writers bump a
 * version that React components subscribe to (useSyncExternalStore).
 */
import type { AppContext, Establishment, LoginInfo, SessionUser, Tenant, Tokens } from './sessionTypes'

export type { AppContext, Establishment, LoginInfo, SessionUser, Tenant, Tokens } from './sessionTypes'

export const sessionKeys = {
  accessToken: 'eventdesk.accessToken',
  refreshToken: 'eventdesk.refreshToken',
  user: 'eventdesk.user',
  context: 'eventdesk.context',
  tenant: 'eventdesk.tenant',
  login: 'eventdesk.login',
  features: 'eventdesk.features',
  establishment: 'eventdesk.establishment',
} as const

let version = 0
const listeners = new Set<() => void>()
/** Why the last session ended (a locale key), shown once on the login page. */
let endReason: string | undefined

function changed() {
  version++
  listeners.forEach((l) => l())
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
export const sessionVersion = () => version

// Another tab signing out or in must be seen here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key.startsWith('eventdesk.')) changed()
  })
}

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key)
  if (!raw) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}
function writeJson(key: string, value: unknown) {
  if (value === null || value === undefined) localStorage.removeItem(key)
  else localStorage.setItem(key, JSON.stringify(value))
  changed()
}

export function getTokens(): Tokens | null {
  const accessToken = localStorage.getItem(sessionKeys.accessToken)
  const refreshToken = localStorage.getItem(sessionKeys.refreshToken)
  return accessToken && refreshToken ? { accessToken, refreshToken } : null
}
export const getAccessToken = () => localStorage.getItem(sessionKeys.accessToken)

export function setTokens(tokens: Tokens) {
  localStorage.setItem(sessionKeys.accessToken, tokens.accessToken)
  localStorage.setItem(sessionKeys.refreshToken, tokens.refreshToken)
  changed()
}

export const getLoginInfo = () => readJson<LoginInfo>(sessionKeys.login)
export const setLoginInfo = (info: LoginInfo) => writeJson(sessionKeys.login, info)
export const getUser = () => readJson<SessionUser>(sessionKeys.user)
export const setUser = (user: SessionUser | null) => writeJson(sessionKeys.user, user)
export const getTenant = () => readJson<Tenant>(sessionKeys.tenant)
export const setTenant = (tenant: Tenant | null) => writeJson(sessionKeys.tenant, tenant)
export const getFeatures = () => readJson<string[]>(sessionKeys.features)
export const setFeatures = (features: string[] | null) => writeJson(sessionKeys.features, features)
export const getEstablishment = () => readJson<Establishment>(sessionKeys.establishment)
export const setEstablishment = (e: Establishment | null) => writeJson(sessionKeys.establishment, e)

export function getContext(): AppContext | null {
  const value = localStorage.getItem(sessionKeys.context)
  return value === 'EVENTS' || value === 'TICKETS' ? value : null
}
export function setContext(context: AppContext | null) {
  if (context) localStorage.setItem(sessionKeys.context, context)
  else localStorage.removeItem(sessionKeys.context)
  changed()
}

/** Signed in for the protected routes: the four things the spec names all exist. */
export function isAuthenticated(): boolean {
  return getTokens() !== null && getUser() !== null && getContext() !== null
}

/** Admin passes every permission check: the technical or the admin flag. */
export function isAdmin(user = getUser()): boolean {
  return Boolean(user && (user.technicalUser || user.adminUser))
}

/** Clears everything a session stored. The recent-accounts list and the language stay: they belong to the browser, not to the session. */
export function clearSession() {
  Object.values(sessionKeys).forEach((k) => localStorage.removeItem(k))
  changed()
}

/** Ends the session; `reason` is a locale key the login page shows once. */
export function endSession(reason?: string) {
  endReason = reason
  clearSession()
}

export const peekEndReason = () => endReason

export function takeEndReason(): string | undefined {
  const reason = endReason
  endReason = undefined
  return reason
}

/**
 * At start-up: a session is restored only when access token, refresh token, user and context all
 * exist; a half-finished sign-in (reload during tenant or context choice) is discarded.
 */
export function restoreSession(): boolean {
  if (isAuthenticated()) return true
  clearSession()
  return false
}
