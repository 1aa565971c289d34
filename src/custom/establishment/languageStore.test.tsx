import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { AdminContext, localStorageStore, useTranslate } from 'react-admin'
import { loadLocale } from '../../i18n/messages'
import { createI18nProvider } from '../../providers/i18nProvider'

function Heading() {
  const translate = useTranslate()
  return <h1>{translate('establishment.title')}</h1>
}

/**
 * A save calls react-admin's setLocale, which leaves its own copy of the language in its store.
 * The next sign-in stores the establishment's language (eventdesk.locale); that one must win.
 */
describe('language after a later sign-in', () => {
  it("ignores react-admin's leftover language and speaks the one sign-in stored", async () => {
    await loadLocale('es')
    localStorage.setItem('RaStore.locale', JSON.stringify('es'))
    localStorage.setItem('eventdesk.locale', 'pt-BR')
    // <Admin> keeps react-admin's store in localStorage (AdminContext alone would use memory).
    render(
      <AdminContext store={localStorageStore()} i18nProvider={createI18nProvider()}>
        <Heading />
      </AdminContext>,
    )
    expect(await screen.findByRole('heading', { name: 'Estabelecimento' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Establecimiento' })).toBeNull()
  })
})
