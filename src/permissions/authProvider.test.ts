import { describe, expect, it } from 'vitest'
import { featureOf } from './features'
import { authProvider, initials } from './authProvider'
import { loadLocale } from '../i18n/messages'
import { localeMessages } from '../providers/i18nProvider'
import { signInForTest } from '../providers/testSession'

describe('authProvider.canAccess', () => {
  it('answers from the cached features: staff without USER cannot open users', async () => {
    // The schema names the feature of environment-type; USER (the users screen) is what staff lacks.
    expect(featureOf('events-users')).toBe('USER')
    signInForTest({}, [featureOf('environment-type')!, 'EVENT'])
    await expect(authProvider.canAccess!({ resource: 'events-users', action: 'list' })).resolves.toBe(false)
    await expect(authProvider.canAccess!({ resource: 'environment-type', action: 'list' })).resolves.toBe(
      true,
    )
    await expect(authProvider.canAccess!({ resource: 'no-such-screen', action: 'list' })).resolves.toBe(false)
  })

  it('lets an admin (admin or technical flag) through everything', async () => {
    signInForTest({ adminUser: true }, [])
    await expect(authProvider.canAccess!({ resource: 'events-users', action: 'delete' })).resolves.toBe(true)
    signInForTest({ technicalUser: true }, [])
    await expect(authProvider.canAccess!({ resource: 'environment-type', action: 'edit' })).resolves.toBe(
      true,
    )
  })

  it('checkAuth follows the stored session and logout ends it on our own /login', async () => {
    signInForTest()
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined()
    await expect(authProvider.logout({})).resolves.toBe('/login')
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' })
  })

  it('identity carries the initials of the user', async () => {
    signInForTest()
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({
      id: 7,
      initials: 'ST',
      socialReason: 'Demo Hotel Ltda',
    })
    expect(initials('maria.silva@demo.test')).toBe('MS')
  })
})

describe('i18nProvider messages', () => {
  it('gives react-admin texts in Portuguese and Spanish, English where we have none', async () => {
    await loadLocale('es')
    const pt = localeMessages('pt-BR') as any
    const es = localeMessages('es') as any
    expect(pt.ra.action.save).toBe('Salvar')
    expect(es.ra.action.save).toBe('Guardar')
    expect(pt.ra.navigation.page_rows_per_page).toBe('Linhas por página:')
    expect(pt.ra.configurable.customize).toBe('Customize')
    expect(pt.auth.invalidCredentials).toBe('Usuário ou senha inválidos')
  })
})
