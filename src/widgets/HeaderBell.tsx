import { useState, type ReactNode } from 'react'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Popover from '@mui/material/Popover'
import Typography from '@mui/material/Typography'

interface Props {
  /** The button's accessible name, count included (already translated). */
  label: string
  icon: ReactNode
  /** What the badge shows (0: hidden), its colour and its data-testid. */
  badge: { content: ReactNode; color: 'error' | 'secondary'; testId: string }
  /** The popover's heading (already translated). */
  title: string
  /** A button beside the heading. */
  action?: ReactNode
  /** The popover's width from the small breakpoint on. */
  width: number
  /** Called when the person opens the popover. */
  onOpen?: () => void
  /** The popover's content under the heading; `close` shuts the popover (before following a link). */
  children: (close: () => void) => ReactNode
}

/** A bell of the header (spec §1): an icon with its badge, opening a popover headed by its title. */
export default function HeaderBell(props: Props) {
  const { label, icon, badge, title, action, width, onOpen, children } = props
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const close = () => setAnchor(null)
  const open = (target: HTMLElement) => {
    setAnchor(target)
    onOpen?.()
  }
  return (
    <>
      <IconButton color="inherit" aria-label={label} onClick={(e) => open(e.currentTarget)}>
        <Badge badgeContent={badge.content} color={badge.color} data-testid={badge.testId}>
          {icon}
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ width: { xs: 280, sm: width }, maxHeight: 420, overflow: 'auto' }}>
          {action ? (
            <Box
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}
            >
              <Typography variant="subtitle1">{title}</Typography>
              {action}
            </Box>
          ) : (
            <Typography variant="subtitle1" sx={{ px: 2, pt: 1 }}>
              {title}
            </Typography>
          )}
          {children(close)}
        </Box>
      </Popover>
    </>
  )
}
