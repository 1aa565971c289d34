/**
 * The steps after the password: tenant, session user, establishment, context, features
 * (spec platform.md §4 "Auth state"). Pages call these; they only talk to the server and the
 * session store, so they stay free of React.
 */
import { storeLocale, localeFromLanguage } from '../i18n/messages'
import { http } from './http'
import {
  getEstablishment,
  getLoginInfo,
  getTokens,
  getUser,
  setContext,
  setEstablishment,
  setFeatures,
  setTenant,
  setUser,
  type AppContext,
  type Establishment,
  type SessionUser,
  type Tenant,
} from './session'
import { refreshTokens } from './tokens'

import type { Page } from '../../common/page'

export type { Page }

export interface TenantOption {
  id: number
  code: string
  name: string
}

export function searchTenants(search: string, page = 0, signal?: AbortSignal) {
  const username = getLoginInfo()?.email ?? ''
  return http<Page<TenantOption>>('/events/tenants/tenant-user', {
    query: { search, username, page },
    signal,
  })
}

/**
 * Binds the tokens to the tenant (unless they already are), then loads the session user and the
 * establishment. The user of another tenant is dropped first: its company id must not travel
 * with the calls made for the new tenant.
 */
export async function enterTenant(tenant: Tenant): Promise<SessionUser> {
  const tokens = getTokens()
  const login = getLoginInfo()
  if (!tokens || !login) throw new Error('not signed in')
  setUser(null)
  setFeatures(null)
  setEstablishment(null)
  setContext(null)
  if (login.tokenTenantId !== tenant.id) await refreshTokens(tokens.refreshToken, tenant.id)
  setTenant(tenant)
  const user = await http<SessionUser>('/events/events-users/by-email', { query: { email: login.email } })
  setUser(user)
  const establishment = await http<Establishment>('/events/establishment-user')
  setEstablishment(establishment)
  const locale = localeFromLanguage(establishment.language)
  if (locale) await storeLocale(locale)
  return user
}

/** The contexts the establishment has (EVENTS first: it is the default). */
export function availableContexts(establishment: Establishment | null): AppContext[] {
  if (!establishment) return ['EVENTS']
  const list: AppContext[] = []
  if (establishment.eventsModule) list.push('EVENTS')
  if (establishment.ticketsModule) list.push('TICKETS')
  return list.length ? list : ['EVENTS']
}

/** Loads the feature list once; the caller logs out when it fails (spec §6). */
export async function loadFeatures(): Promise<string[]> {
  const user = getUser()
  if (!user) throw new Error('no session user')
  const features = await http<string[]>(`/events/events-users/features/${user.id}`)
  setFeatures(features)
  return features
}

/** Features first, context last: the context is what makes the session count as complete. */
export async function enterContext(context: AppContext) {
  await loadFeatures()
  setContext(context)
}

/**
 * Moves a complete session to the other module the establishment has (the shell's switcher, a
 * deep link into it): the features are the user's in both, so only the stored context changes.
 * False when the establishment does not have that module.
 */
export function switchContext(context: AppContext): boolean {
  if (!availableContexts(getEstablishment()).includes(context)) return false
  setContext(context)
  return true
}

/** The module a kept location belongs to (`/tickets/box-office` → TICKETS), if any. */
export function contextOf(path: string | undefined): AppContext | undefined {
  if (!path) return undefined
  if (/^\/tickets([/?#]|$)/.test(path)) return 'TICKETS'
  if (/^\/app([/?#]|$)/.test(path)) return 'EVENTS'
  return undefined
}

export const contextRoot = (context: AppContext | null) => (context === 'TICKETS' ? '/tickets' : '/app')

/** After the context choice: the kept location when it belongs to that context, else its home. */
export function destination(context: AppContext, from: string | undefined): string {
  const root = contextRoot(context)
  return from && (from === root || from.startsWith(`${root}/`) || from.startsWith(`${root}?`)) ? from : root
}
