/** Test helper: a component inside react-admin's context (i18n, react-query, router, snackbar). */
import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { AdminContext, Notification } from 'react-admin'
import type { QueryClient } from '@tanstack/react-query'
import { createDataProvider } from './dataProvider'
import { createI18nProvider } from './i18nProvider'

export function renderInAdmin(ui: ReactElement, path = '/', queryClient?: QueryClient) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={createDataProvider()}
        i18nProvider={createI18nProvider()}
        queryClient={queryClient}
      >
        {ui}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  )
}
