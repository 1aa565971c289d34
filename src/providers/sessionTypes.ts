/** What the session holds: the shapes of the server answers it keeps (docs/auth.md). */
export type AppContext = 'EVENTS' | 'TICKETS'

export interface Tokens {
  accessToken: string
  refreshToken: string
}

/** What the token answer tells about the person before a tenant is chosen. */
export interface LoginInfo {
  email: string
  technical: boolean
  /** Tenant the current tokens are bound to (null while unbound). */
  tokenTenantId: number | null
  /** Tenant found by the technical-access call (the company code the support person typed). */
  technicalTenant?: Tenant
}

export interface Tenant {
  id: number
  code?: string
  name?: string
}

export interface SessionUser {
  id: number
  email: string
  type: string
  technicalUser: boolean
  adminUser: boolean
  active?: boolean
  company: { id: number; tenantId: number; socialReason?: string }
  code?: string
}

export interface Establishment {
  eventsModule: boolean
  ticketsModule: boolean
  language?: string
  socialReason?: string
}
