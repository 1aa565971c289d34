import { Link as RouterLink } from 'react-router-dom'
import { useBasename, useSidebarState, useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import Tooltip from '@mui/material/Tooltip'
import ViewList from '@mui/icons-material/ViewList'
import type { MenuEntry } from './menuModel'

/** The sidebar's footer of shortcut buttons (spec §2), already filtered like the menu. */
export default function ShortcutBar({ shortcuts }: { shortcuts: MenuEntry[] }) {
  const translate = useTranslate()
  const basename = useBasename()
  const [open, setOpen] = useSidebarState()
  // On a phone the sidebar is a drawer over the page: following a shortcut closes it, like the menu's links.
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  if (!shortcuts.length) return null
  return (
    <Box
      component="nav"
      aria-label={translate('layout.shortcuts')}
      sx={{
        position: 'sticky',
        bottom: 0,
        mt: 'auto',
        display: 'flex',
        flexDirection: open ? 'row' : 'column',
        flexWrap: 'wrap',
        gap: 0.5,
        p: 1,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {shortcuts.map((s) => {
        const Icon = s.icon ?? ViewList
        const label = translate(s.labelKey, { smart_count: 2, _: s.name })
        return (
          <Tooltip key={s.name} title={label} placement="top">
            <IconButton
              component={RouterLink}
              to={`${basename}/${s.name}`}
              aria-label={label}
              size="small"
              color="primary"
              onClick={phone ? () => setOpen(false) : undefined}
            >
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        )
      })}
    </Box>
  )
}
