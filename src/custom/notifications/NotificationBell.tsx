import { useTranslate } from 'react-admin'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import NotificationsIcon from '@mui/icons-material/Notifications'
import HeaderBell from '../../widgets/HeaderBell'
import { badgeText } from './store'
import { useHeldNotifications } from './useHeldNotifications'

/** Header bell (spec §1, §4): unread badge, a popover list; clicking an item marks it read. */
export default function NotificationBell() {
  const translate = useTranslate()
  const { held, readOne, readAll } = useHeldNotifications()
  const count = held.length
  return (
    <HeaderBell
      label={translate('notification.bell', { count: badgeText(count) })}
      icon={<NotificationsIcon />}
      badge={{ content: count ? badgeText(count) : 0, color: 'error', testId: 'notification-badge' }}
      title={translate('notification.title')}
      action={
        <Button size="small" onClick={() => void readAll()} disabled={!count}>
          {translate('notification.markAllRead')}
        </Button>
      }
      width={360}
    >
      {() =>
        count === 0 ? (
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
        )
      }
    </HeaderBell>
  )
}
