import { useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { useBasename, useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import SyncProblem from '@mui/icons-material/SyncProblem'
import { showDate } from '../../common/format'
import { getTenant, getUser } from '../providers/session'
import { emptyLogFilter } from '../custom/integration-log/types'
import { badgeText } from '../custom/notifications/store'
import { useEventdeskDataProvider } from '../providers/useEventdeskDataProvider'
import HeaderBell from '../widgets/HeaderBell'

const HELD = 10
const seenKey = () =>
  `eventdesk.integrationSeen.${getTenant()?.id ?? getUser()?.company.tenantId}.${getUser()?.id}`
const readSeen = () => Number(localStorage.getItem(seenKey()) ?? 0)

/**
 * The header's second bell (spec §1: report downloads and integration notices). Report files
 * arrive with the reports; until then it shows the integration log's latest errors, for the
 * people who may read that log (admins). The badge counts errors newer than the last look.
 */
export default function IntegrationBell() {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const basename = useBasename()
  const [seen, setSeen] = useState(readSeen)
  const { data } = useQuery({
    queryKey: ['eventdesk', 'integration-log', 'bell'],
    queryFn: () => dataProvider.listIntegrationLog({ ...emptyLogFilter, status: 'ERROR' }, 0, HELD),
    refetchInterval: 60_000,
    retry: false,
  })
  const errors = data?.content ?? []
  const unseen = errors.filter((e) => e.id > seen).length
  const markSeen = () => {
    const newest = errors[0]?.id ?? 0
    if (newest > seen) {
      localStorage.setItem(seenKey(), String(newest))
      setSeen(newest)
    }
  }
  return (
    <HeaderBell
      label={translate('layout.integrationBell', { count: badgeText(unseen) })}
      icon={<SyncProblem />}
      badge={{ content: unseen ? badgeText(unseen) : 0, color: 'error', testId: 'integration-badge' }}
      title={translate('layout.integrationErrors')}
      width={380}
      onOpen={markSeen}
    >
      {(close) => (
        <>
          {errors.length === 0 ? (
            <Typography variant="body2" sx={{ px: 2, py: 1 }}>
              {translate('layout.noIntegrationErrors')}
            </Typography>
          ) : (
            <List dense aria-label={translate('layout.integrationErrors')}>
              {errors.map((e) => (
                <ListItem key={e.id} divider>
                  <ListItemText
                    primary={`${translate(`integrationLog.integrations.${e.integration}`)} — ${e.operation}`}
                    secondary={`${showDate(e.dateHour, true)} · ${e.message}`}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <Box sx={{ px: 2, pb: 1.5 }}>
            <Button component={RouterLink} to={`${basename}/integration-log`} size="small" onClick={close}>
              {translate('layout.openIntegrationLog')}
            </Button>
          </Box>
        </>
      )}
    </HeaderBell>
  )
}
