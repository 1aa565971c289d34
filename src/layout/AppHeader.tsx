import { AppBar, LoadingIndicator, TitlePortal, type AppBarProps } from 'react-admin'
import UserBar from './UserBar'

/**
 * react-admin's bar (with the sidebar toggle) holding the screen title, the loading indicator and
 * our user block instead of its user menu; `alwaysOn` comes from the layout (a fixed header).
 */
export default function AppHeader(props: AppBarProps) {
  return (
    <AppBar {...props} userMenu={false} toolbar={<LoadingIndicator />}>
      <TitlePortal />
      <UserBar />
    </AppBar>
  )
}
