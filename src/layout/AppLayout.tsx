import type { ReactNode } from 'react'
import { Layout } from 'react-admin'
import AppHeader from './AppHeader'
import AppMenu from './AppMenu'
import DocumentTitle from './DocumentTitle'
import IntegrationErrorDialog from './IntegrationErrorDialog'
import LocaleTheme from './LocaleTheme'

/**
 * The shell of /app and /tickets: a header that stays in place (spec §2: fixed header and
 * sidebar by default), the sidebar with the menu, the page, and the tab title following the page.
 */
export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <LocaleTheme>
      {/* On a phone the header is in the page's flow (AppHeader): no room is kept for a fixed one. */}
      <Layout
        appBar={AppHeader}
        menu={AppMenu}
        appBarAlwaysOn
        sx={{ '& .RaLayout-appFrame': { marginTop: { xs: 0, sm: 6 } } }}
      >
        {children}
        <DocumentTitle />
        <IntegrationErrorDialog />
      </Layout>
    </LocaleTheme>
  )
}
