import { useMemo } from 'react'
import { Admin, Resource } from 'react-admin'
import AppLayout from '../layout/AppLayout'
import PlaceholderList from '../layout/PlaceholderList'
import { authProvider } from '../providers/authProvider'
import { dataProvider } from '../providers/dataProvider'
import { registryResources } from '../resources'
import { createI18nProvider } from '../providers/i18nProvider'
import { appTheme } from '../layout/theme'
import BoxOfficePage from './BoxOfficePage'
import ConfigurationPage from '../custom/configuration/ConfigurationPage'
import EstablishmentPage from '../custom/establishment/EstablishmentPage'
import NotificationsPage from '../custom/notifications/NotificationsPage'

/** The ticket context under /tickets: the box office (placeholder for now) and the registries shared with it. */
export default function TicketsApp() {
  const i18nProvider = useMemo(() => createI18nProvider(), [])
  return (
    <Admin basename="/tickets" disableTelemetry requireAuth authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} layout={AppLayout} theme={appTheme} dashboard={BoxOfficePage} title="Eventdesk">
      <Resource name="box-office" list={BoxOfficePage} />
      <Resource name="events-users" list={PlaceholderList} />
      <Resource name="configuration" list={ConfigurationPage} />
      <Resource name="establishment" list={EstablishmentPage} />
      <Resource name="notification" list={NotificationsPage} />
      {registryResources(undefined, 'TICKETS')}
    </Admin>
  )
}
