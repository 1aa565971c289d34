import { useMemo, type ComponentProps, type ReactNode } from 'react'
import CssBaseline from '@mui/material/CssBaseline'
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  type CatchAllComponent,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  NotFound,
} from 'react-admin'
import AppLayout from '../layout/AppLayout'
import AppNotification from '../layout/AppNotification'
import { appTheme } from '../layout/theme'
import { withUsers } from '../custom/users/dataProvider'
import { authProvider } from '../permissions/authProvider'
import { appDataProvider } from '../providers/dataProvider'
import { createI18nProvider } from '../providers/i18nProvider'
import { provideFormParts } from '../widgets/domainParts'
import { pageChunk } from '../widgets/pageChunk'
import { registerAppMethods } from './methods'

/**
 * react-admin's <Admin> (AdminContext + AdminUI), put together here with the same defaults but
 * one: its own sign-in page (/app/login, which our sign-in never uses) loads when opened. AdminUI
 * names that page as a default, so the form library under it (react-hook-form) and react-admin's
 * inputs came with the first download of every page of the app (issue 35, page weight).
 */
const RaLogin = pageChunk(() => import('./RaLogin'))

// The domain widgets and fields join the generic form registry (src/widgets) when a form first
// opens, not with the app: the event list has no form (issue 35, page weight).
provideFormParts(() => import('../custom/formParts').then((m) => m.registerFormParts()))

// The features' server calls join the data provider before it is made (src/admin/methods.ts).
registerAppMethods()

/**
 * What every context of the app (events, tickets) is served by: the registries' provider with
 * events-users answered by its own screens' provider, and the store <Admin> makes when given none
 * (same keys in localStorage, so nothing stored is lost).
 */
const providers = { authProvider, dataProvider: withUsers(appDataProvider()), store: localStorageStore() }

interface Props {
  /** Where the context lives: /app or /tickets. */
  basename: string
  dashboard: ComponentProps<typeof CoreAdminUI>['dashboard']
  children: ReactNode
}

/** The react-admin root of an application context, with the app's providers, layout and theme. */
export default function Admin({ basename, dashboard, children }: Props) {
  // Created on mount so it starts in the language chosen during sign-in.
  const i18nProvider = useMemo(() => createI18nProvider(), [])
  return (
    <AdminContext {...providers} basename={basename} i18nProvider={i18nProvider} theme={appTheme}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          // NotFound reads the title as a string, which is what this app gives.
          catchAll={NotFound as CatchAllComponent}
          error={ErrorPage}
          loading={LoadingPage}
          loginPage={RaLogin}
          disableTelemetry
          requireAuth
          layout={AppLayout}
          dashboard={dashboard}
          title="Eventdesk"
        >
          {children}
        </CoreAdminUI>
        <AppNotification />
      </CssBaseline>
    </AdminContext>
  )
}
