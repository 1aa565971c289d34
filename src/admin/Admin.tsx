import { createElement, type ComponentProps, type ComponentType } from 'react'
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
import { pageChunk } from './pageChunk'

/**
 * react-admin's <Admin> (AdminContext + AdminUI), put together here with the same defaults but
 * one: its own sign-in page (/app/login, which our sign-in never uses) loads when opened. AdminUI
 * names that page as a default, so the form library under it (react-hook-form) and react-admin's
 * inputs came with the first download of every page of the app (issue 35, page weight).
 */
const RaLogin = pageChunk(() => import('./RaLogin'))

/** The store <Admin> makes when given none: same keys in localStorage, so nothing stored is lost. */
const defaultStore = localStorageStore()

type Props = ComponentProps<typeof AdminContext> &
  Omit<ComponentProps<typeof CoreAdminUI>, 'children'> & { notification: ComponentType }

export default function Admin({
  authProvider,
  basename,
  dataProvider,
  i18nProvider,
  store = defaultStore,
  theme,
  notification,
  children,
  ...ui
}: Props) {
  return (
    <AdminContext
      authProvider={authProvider}
      basename={basename}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
    >
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
          {...ui}
        >
          {children}
        </CoreAdminUI>
        {createElement(notification)}
      </CssBaseline>
    </AdminContext>
  )
}
