import type { AccessClaims } from './access-token.js'

/** Who is calling, as the route guard read it from the token: the tenant wall and the feature checks read this. */
export interface AuthContext extends AccessClaims {
  /** Admin (ADMIN type or technical user) passes every feature check. */
  admin: boolean
  features: Set<string>
}

export const hasFeature = (auth: AuthContext, feature: string) => auth.admin || auth.features.has(feature)
