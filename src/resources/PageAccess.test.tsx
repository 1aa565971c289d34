import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { AdminContext } from 'react-admin'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { authProvider } from '../permissions/authProvider'
import { createDataProvider } from '../providers/dataProvider'
import { createI18nProvider } from '../providers/i18nProvider'
import { signInForTest } from '../providers/testSession'
import ConfigurationPage from '../custom/configuration/ConfigurationPage'
import IntegrationLogPage from '../custom/integration-log/IntegrationLogPage'

const server = setupServer()
const asked: string[] = []
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  asked.length = 0
})
afterAll(() => server.close())

const recordCalls = () =>
  server.use(
    route.all('*/events/*', ({ request }) => {
      asked.push(new URL(request.url).pathname)
      return HttpResponse.json({ status: 403, message: 'error.forbidden', errors: [] }, { status: 403 })
    }),
  )

const renderPage = (page: React.ReactElement) =>
  render(
    <MemoryRouter>
      <AdminContext
        authProvider={authProvider}
        dataProvider={createDataProvider()}
        i18nProvider={createI18nProvider()}
      >
        {page}
      </AdminContext>
    </MemoryRouter>,
  )

describe('pages typed by hand by someone they are not for', () => {
  it('configuration without CONFIGURATION: "access denied", no editable form, no call', async () => {
    signInForTest({}, ['EVENT', 'PERSON'])
    recordCalls()
    renderPage(<ConfigurationPage />)
    expect(await screen.findByText('Você não tem permissão para acessar esta página')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull()
    expect(asked.filter((p) => p.includes('configuration'))).toEqual([])
  })

  it('integration log for a non-admin: "access denied" instead of "could not load, retry"', async () => {
    signInForTest({}, ['EVENT', 'PERSON'])
    recordCalls()
    renderPage(<IntegrationLogPage />)
    expect(await screen.findByText('Você não tem permissão para acessar esta página')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull()
    expect(asked.filter((p) => p.includes('integration-log'))).toEqual([])
  })
})
