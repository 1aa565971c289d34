import { Link as RouterLink } from 'react-router-dom'
import { useBasename, useTranslate } from 'react-admin'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { initials } from '../permissions/authProvider'
import { getUser, isAdmin } from '../providers/session'
import NotificationBell from '../custom/notifications/NotificationBell'
import ReportBell from '../custom/reports/ReportBell'
import { reportTypes } from '../custom/reports/types'
import { allows } from '../permissions/features'
import { SubscribeButton } from '../custom/calendar-feeds'
import ContextSwitch from './ContextSwitch'
import IntegrationBell from './IntegrationBell'
import { useEstablishmentUser } from './useEstablishmentUser'

/** Header right side (spec §1): the establishment's social reason, the two bells, the user's initials, logout. */
export default function UserBar() {
  const translate = useTranslate()
  const basename = useBasename()
  const user = getUser()
  const socialReason = useEstablishmentUser().socialReason ?? user?.company.socialReason ?? ''
  return (
    // On a phone the corner holds up to four icons and the exit: tighter gaps, and the initials
    // (which only repeat who is signed in) give way so "Sair" stays inside 390 px.
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1.5 },
        ml: 'auto',
        pr: 1,
        minWidth: 0,
      }}
    >
      <Typography
        variant="body2"
        noWrap
        sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 320 }}
        data-testid="social-reason"
      >
        {socialReason}
      </Typography>
      {user && <ContextSwitch />}
      {user && <NotificationBell />}
      {/* The integration log is admin only (spec §2), and so is the bell that reads it. */}
      {user && isAdmin(user) && <IntegrationBell />}
      {/* Reports are asked for by anyone holding a report feature; the bell follows them. */}
      {user && reportTypes.some((t) => allows(`report/${t}`)) && <ReportBell />}
      {/* The person's own events as a calendar feed (issue 37): their profile is this corner. */}
      {user && !user.technicalUser && allows('event') && <SubscribeButton scope="USER" id={user.id} icon />}
      {user && (
        <Avatar
          sx={{
            display: { xs: 'none', sm: 'flex' },
            width: 32,
            height: 32,
            fontSize: 14,
            bgcolor: '#0d3556',
            color: '#fff',
          }}
          title={user.email}
          aria-label={translate('layout.userInitials', { email: user.email })}
        >
          {initials(user.email)}
        </Avatar>
      )}
      <Link
        component={RouterLink}
        to={`${basename}/logout`}
        color="inherit"
        underline="always"
        variant="body2"
      >
        {translate('layout.logout')}
      </Link>
    </Box>
  )
}
