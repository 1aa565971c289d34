import { AppBar, LoadingIndicator, TitlePortal, useTranslate, type AppBarProps } from 'react-admin'
import UserBar from './UserBar'

/**
 * react-admin's bar (with the sidebar toggle) holding the screen title (the page's h1), the loading indicator and
 * our user block instead of its user menu; `alwaysOn` comes from the layout (a fixed header).
 */
export default function AppHeader(props: AppBarProps) {
  const translate = useTranslate()
  // The indicator hands unknown props to its spinner, which needs a name (axe aria-progressbar-name).
  return (
    <AppBar {...props} userMenu={false} toolbar={<LoadingIndicator aria-label={translate('app.loading')} />}>
      {/* The screen's title is its <h1>: every screen sets one, registry and settings pages have no other. */}
      <TitlePortal component="h1" />
      <UserBar />
    </AppBar>
  )
}
