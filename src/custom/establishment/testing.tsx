/** Test helper: a screen inside react-admin with our real auth and i18n providers (canAccess included). */
import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { AdminContext, Notification } from 'react-admin'
import { authProvider } from '../../permissions/authProvider'
import { createDataProvider } from '../../providers/dataProvider'
import { createI18nProvider } from '../../providers/i18nProvider'

export function renderWithAuth(ui: ReactElement) {
  return render(
    <MemoryRouter>
      <AdminContext
        authProvider={authProvider}
        dataProvider={createDataProvider()}
        i18nProvider={createI18nProvider()}
      >
        {ui}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  )
}
