/** Test helper: the users resource inside react-admin, on the app's providers (http mocked by msw). */
import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { Admin, Resource } from 'react-admin'
import { createDataProvider } from '../../providers/dataProvider'
import { createI18nProvider } from '../../providers/i18nProvider'
import { withUsers } from './dataProvider'
import UserCreate from './UserCreate'
import UserEdit from './UserEdit'
import UserList from './UserList'
import type { EventsUser } from './types'

export function renderUsers(path = '/events-users') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={withUsers(createDataProvider())}
        i18nProvider={createI18nProvider()}
        disableTelemetry
      >
        <Resource
          name="events-users"
          list={UserList}
          edit={UserEdit}
          create={UserCreate}
          recordRepresentation="email"
        />
      </Admin>
    </MemoryRouter>,
  )
}

export const member = (id: number, email: string, patch: Partial<EventsUser> = {}): EventsUser => ({
  id,
  email,
  type: 'COMMON',
  active: true,
  features: [],
  ...patch,
})
