import { forwardRef, type ReactNode } from 'react'
import { AppBar, LoadingIndicator, TitlePortal, useTranslate, type AppBarProps } from 'react-admin'
import Box from '@mui/material/Box'
import UserBar from './UserBar'

/**
 * On a phone the header scrolls with nothing under it (sticky, in the page's flow), so it can be
 * as tall as its title needs; from `sm` up it is react-admin's fixed bar (spec §1: fixed header).
 */
const HeaderFrame = forwardRef<HTMLDivElement, { children?: ReactNode; className?: string }>(
  function HeaderFrame(props, ref) {
    return (
      <Box
        ref={ref}
        {...props}
        sx={{ position: { xs: 'sticky', sm: 'static' }, top: 0, zIndex: (theme) => theme.zIndex.appBar }}
      />
    )
  },
)

/**
 * react-admin's bar (with the sidebar toggle) holding the screen title (the page's h1), the loading indicator and
 * our user block instead of its user menu; `alwaysOn` comes from the layout (a fixed header). At phone widths the
 * bells and the user block leave no room beside the title ("Linha do tempo de ambientes" read "Linha", issue 35):
 * the title takes a row of its own under them and wraps rather than being cut.
 */
export default function AppHeader(props: AppBarProps) {
  const translate = useTranslate()
  // The indicator hands unknown props to its spinner, which needs a name (axe aria-progressbar-name).
  return (
    <AppBar
      {...props}
      container={HeaderFrame}
      userMenu={false}
      toolbar={<LoadingIndicator aria-label={translate('app.loading')} />}
      sx={{
        position: { xs: 'static', sm: 'fixed' },
        '& .RaAppBar-toolbar': { flexWrap: { xs: 'wrap', sm: 'nowrap' } },
      }}
    >
      {/* The screen's title is its <h1>: every screen sets one, registry and settings pages have no other. */}
      <TitlePortal
        component="h1"
        sx={{
          order: { xs: 1, sm: 0 },
          flexBasis: { xs: '100%', sm: 'auto' },
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
          overflowWrap: 'anywhere',
          fontSize: { xs: '1.05rem', sm: undefined },
          lineHeight: { xs: 1.3, sm: undefined },
          px: { xs: 2, sm: 0 },
          pb: { xs: 1, sm: 0 },
        }}
      />
      <UserBar />
    </AppBar>
  )
}
