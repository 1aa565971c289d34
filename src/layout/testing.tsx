/** Test helper: the sidebar or header inside react-admin with our auth provider and chosen routes (resources). */
import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { AdminContext, ResourceDefinitionContextProvider, type ResourceDefinitions } from 'react-admin'
import { authProvider } from '../permissions/authProvider'
import { createDataProvider } from '../providers/dataProvider'
import { createI18nProvider } from '../providers/i18nProvider'

/** Every name given becomes a registered resource with a list, i.e. a route the menu may link to. */
export function renderShell(
  ui: ReactElement,
  routes: string[],
  { basename = '/app', path }: { basename?: string; path?: string } = {},
) {
  const definitions: ResourceDefinitions = Object.fromEntries(
    routes.map((name) => [name, { name, hasList: true, hasEdit: false, hasShow: false, hasCreate: false }]),
  )
  return render(
    <MemoryRouter initialEntries={[path ?? basename]}>
      <AdminContext
        authProvider={authProvider}
        // As the apps do: the header's widgets (notifications, reports) call the custom methods.
        dataProvider={createDataProvider()}
        i18nProvider={createI18nProvider()}
        basename={basename}
      >
        <ResourceDefinitionContextProvider definitions={definitions}>{ui}</ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  )
}
