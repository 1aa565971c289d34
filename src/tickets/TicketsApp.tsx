import { useMemo } from 'react'
import { Admin, Resource } from 'react-admin'
import AppLayout from '../layout/AppLayout'
import PlaceholderList from '../layout/PlaceholderList'
import { authProvider } from '../providers/authProvider'
import { createI18nProvider } from '../providers/i18nProvider'
import { appTheme } from '../layout/theme'
import BoxOfficePage from './BoxOfficePage'

/** The ticket context under /tickets: for now the box office placeholder is its home page. */
export default function TicketsApp() {
  const i18nProvider = useMemo(() => createI18nProvider(), [])
  return (
    <Admin basename="/tickets" disableTelemetry requireAuth authProvider={authProvider} i18nProvider={i18nProvider} layout={AppLayout} theme={appTheme} dashboard={BoxOfficePage} title="Eventdesk">
      <Resource name="box-office" list={BoxOfficePage} />
      <Resource name="events-users" list={PlaceholderList} />
      <Resource name="environment-type" list={PlaceholderList} />
    </Admin>
  )
}
