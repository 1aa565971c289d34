import { useState } from 'react'
import { useTranslate } from 'react-admin'
import Badge from '@mui/material/Badge'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Popover from '@mui/material/Popover'
import Typography from '@mui/material/Typography'
import Box from '@mui/material/Box'
import NotificationsIcon from '@mui/icons-material/Notifications'
import { badgeText } from './store'
import { useHeldNotifications } from './useHeldNotifications'

/** Header bell (spec §1, §4): unread badge, a popover list; clicking an item marks it read. */
export default function NotificationBell() {
  const translate = useTranslate()
  const { held, readOne, readAll } = useHeldNotifications()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const count = held.length
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('notification.bell', { count: badgeText(count) })}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge badgeContent={count ? badgeText(count) : 0} color="error" data-testid="notification-badge">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ width: { xs: 280, sm: 360 }, maxHeight: 420, overflow: 'auto' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
            <Typography variant="subtitle1">{translate('notification.title')}</Typography>
            <Button size="small" onClick={() => void readAll()} disabled={!count}>
              {translate('notification.markAllRead')}
            </Button>
          </Box>
          {count === 0 ? (
            <Typography variant="body2" sx={{ px: 2, pb: 2 }}>
              {translate('notification.empty')}
            </Typography>
          ) : (
            <List dense aria-label={translate('notification.title')}>
              {held.map((n) => (
                <ListItemButton
                  key={n.id}
                  onClick={() => void readOne(n.id)}
                  title={translate('notification.markRead')}
                >
                  <ListItemText
                    primary={n.subject}
                    secondary={[n.fromName, n.description].filter(Boolean).join(' — ')}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
        </Box>
      </Popover>
    </>
  )
}
