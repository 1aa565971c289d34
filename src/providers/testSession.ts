/** Test helper: a complete signed-in session (tenant 11, company 3, events-user 7). */
import {
  setContext,
  setFeatures,
  setLoginInfo,
  setTenant,
  setTokens,
  setUser,
  type SessionUser,
} from './session'

export const testUser: SessionUser = {
  id: 7,
  email: 'staff@demo.test',
  type: 'COMMON',
  technicalUser: false,
  adminUser: false,
  active: true,
  company: { id: 3, tenantId: 11, socialReason: 'Demo Hotel Ltda' },
}

export function signInForTest(user: Partial<SessionUser> = {}, features: string[] = []) {
  setTokens({ accessToken: 'old-access', refreshToken: 'refresh-1' })
  setLoginInfo({ email: testUser.email, technical: false, tokenTenantId: 11 })
  setTenant({ id: 11, code: 'DEMO', name: 'Demo Hotel' })
  setUser({ ...testUser, ...user })
  setFeatures(features)
  setContext('EVENTS')
}
