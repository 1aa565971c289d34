import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin'
import UserBar from './UserBar'

/** react-admin's bar with the title, the loading indicator and our user block instead of its user menu. */
export default function AppHeader() {
  return (
    <AppBar userMenu={false} toolbar={<LoadingIndicator />}>
      <TitlePortal />
      <UserBar />
    </AppBar>
  )
}
