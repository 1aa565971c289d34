import type { ReactNode } from 'react'
import { Layout } from 'react-admin'
import AppHeader from './AppHeader'
import AppMenu from './AppMenu'
import IntegrationErrorDialog from './IntegrationErrorDialog'

/** The minimal shell for /app and /tickets; the full sidebar with groups and shortcuts comes later. */
export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppHeader} menu={AppMenu}>
      {children}
      <IntegrationErrorDialog />
    </Layout>
  )
}
