import { describe, expect, it } from 'vitest'
import {
  clearSession,
  endSession,
  getUser,
  isAdmin,
  isAuthenticated,
  peekEndReason,
  restoreSession,
  sessionKeys,
  takeEndReason,
} from './session'
import { signInForTest, testUser } from './testSession'

const four = [sessionKeys.accessToken, sessionKeys.refreshToken, sessionKeys.user, sessionKeys.context]

describe('session restore', () => {
  it('restores when access token, refresh token, user and context all exist', () => {
    signInForTest()
    expect(restoreSession()).toBe(true)
    expect(isAuthenticated()).toBe(true)
    expect(getUser()).toEqual(testUser)
  })

  it.each(four)('does not restore without %s, and drops the half session', (missing) => {
    signInForTest()
    localStorage.removeItem(missing)
    expect(restoreSession()).toBe(false)
    expect(isAuthenticated()).toBe(false)
    for (const key of Object.values(sessionKeys)) expect(localStorage.getItem(key)).toBeNull()
  })

  it('does not restore an unknown context', () => {
    signInForTest()
    localStorage.setItem(sessionKeys.context, 'SOMETHING')
    expect(restoreSession()).toBe(false)
  })
})

describe('logout', () => {
  it('clears every session key but keeps the remembered accounts and language', () => {
    signInForTest()
    localStorage.setItem('eventdesk.recentAccounts', '["staff@demo.test"]')
    localStorage.setItem('eventdesk.locale', 'es')
    endSession('auth.accessTokenExpired')
    for (const key of Object.values(sessionKeys)) expect(localStorage.getItem(key)).toBeNull()
    expect(localStorage.getItem('eventdesk.recentAccounts')).toBe('["staff@demo.test"]')
    expect(localStorage.getItem('eventdesk.locale')).toBe('es')
    expect(peekEndReason()).toBe('auth.accessTokenExpired')
    expect(takeEndReason()).toBe('auth.accessTokenExpired')
    expect(peekEndReason()).toBeUndefined()
  })

  it('clearSession leaves no reason behind', () => {
    signInForTest()
    clearSession()
    expect(isAuthenticated()).toBe(false)
    expect(peekEndReason()).toBeUndefined()
  })
})

describe('admin', () => {
  it('is the technical or the admin flag', () => {
    expect(isAdmin({ ...testUser })).toBe(false)
    expect(isAdmin({ ...testUser, adminUser: true })).toBe(true)
    expect(isAdmin({ ...testUser, technicalUser: true })).toBe(true)
    expect(isAdmin(null)).toBe(false)
  })
})
