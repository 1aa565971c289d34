import { useMemo } from 'react'
import { Resource } from 'react-admin'
import AppLayout from '../layout/AppLayout'
import AppNotification from '../layout/AppNotification'
import { IntegrationLogPage } from '../custom/integration-log'
import users from '../custom/users'
import { withUsers } from '../custom/users/dataProvider'
import { authProvider } from '../providers/authProvider'
import { dataProvider } from '../providers/dataProvider'
import { registryResources } from '../resources'
import { createI18nProvider } from '../providers/i18nProvider'
import { appTheme } from '../layout/theme'
import BoxOfficePage from '../custom/tickets/BoxOfficePage'
import { provideFormParts } from '../widgets/domainParts'
import Admin from '../admin/Admin'
import { pageChunk } from '../admin/pageChunk'

// The settings screens load when opened, not with the app (issue 35, page weight).
const ConfigurationPage = pageChunk(() => import('../custom/configuration/ConfigurationPage'))
const EstablishmentPage = pageChunk(() => import('../custom/establishment/EstablishmentPage'))
const NotificationsPage = pageChunk(() => import('../custom/notifications/NotificationsPage'))

// The shared registries' forms (person…) need the domain widgets and fields as in the events app,
// loaded when a form first opens.
provideFormParts(() => import('../custom/formParts').then((m) => m.registerFormParts()))

/** The registries' provider, with events-users answered by its own screens' provider. */
const appDataProvider = withUsers(dataProvider)

/** The ticket context under /tickets: the box office (sales, seat map and check-in) and the registries shared with it. */
export default function TicketsApp() {
  const i18nProvider = useMemo(() => createI18nProvider(), [])
  return (
    <Admin
      basename="/tickets"
      disableTelemetry
      requireAuth
      authProvider={authProvider}
      dataProvider={appDataProvider}
      i18nProvider={i18nProvider}
      layout={AppLayout}
      notification={AppNotification}
      theme={appTheme}
      dashboard={BoxOfficePage}
      title="Eventdesk"
    >
      <Resource name="box-office" list={BoxOfficePage} />
      <Resource name="events-users" {...users} />
      <Resource name="configuration" list={ConfigurationPage} />
      <Resource name="establishment" list={EstablishmentPage} />
      <Resource name="notification" list={NotificationsPage} />
      <Resource name="integration-log" list={IntegrationLogPage} />
      {registryResources(undefined, 'TICKETS')}
    </Admin>
  )
}
