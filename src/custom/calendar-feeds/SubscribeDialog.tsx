import { useEffect, useRef, useState } from 'react'
import { useLocale, useNotify, useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ContentCopy from '@mui/icons-material/ContentCopy'
import type { FeedScope, NewFeed, Room } from './api'
import FeedList from './FeedList'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

const APPS = ['howGoogle', 'howOutlook', 'howApple'] as const

/**
 * Subscribing: the feed is made when the dialog opens (or when a room is picked, from the
 * timeline), its URL shown to copy with how each calendar application takes it, and the
 * person's feeds listed below with their revoke.
 */
export default function SubscribeDialog(props: { scope: FeedScope; id?: number; onClose: () => void }) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const locale = useLocale()
  const notify = useNotify()
  const [target, setTarget] = useState(props.id)
  const [rooms, setRooms] = useState<Room[]>()
  const [made, setMade] = useState<{ target: number; feed?: NewFeed; failed?: boolean }>()
  // One feed per target picked, even when an effect runs twice (React's strict mode).
  const asked = useRef<number>(undefined)

  useEffect(() => {
    if (props.scope !== 'ENVIRONMENT' || props.id !== undefined) return
    const abort = new AbortController()
    dataProvider.listRooms(abort.signal).then(
      (page) => setRooms(page.content),
      () => abort.signal.aborted || setRooms([]),
    )
    return () => abort.abort()
  }, [dataProvider, props.scope, props.id])

  useEffect(() => {
    if (target === undefined || asked.current === target) return
    asked.current = target
    dataProvider.createFeed(props.scope, target, locale).then(
      (feed) => asked.current === target && setMade({ target, feed }),
      () => asked.current === target && setMade({ target, failed: true }),
    )
  }, [dataProvider, props.scope, target, locale])
  const feed = made && made.target === target ? made.feed : undefined
  const failed = !!made && made.target === target && !!made.failed

  const copy = async () => {
    if (!feed) return
    await navigator.clipboard?.writeText(feed.url).catch(() => undefined)
    notify('calendarFeed.copied', { type: 'info' })
  }

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('calendarFeed.dialogTitle')}</DialogTitle>
      <DialogContent>
        {rooms && (
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate('calendarFeed.scope.ENVIRONMENT')}
            value={target ?? ''}
            onChange={(e) => setTarget(Number(e.target.value))}
          >
            {rooms.map((room) => (
              <MenuItem key={room.id} value={room.id}>
                {room.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {failed && <Alert severity="error">{translate('calendarFeed.error')}</Alert>}
        {target !== undefined && !feed && !failed && (
          <Typography variant="body2">{translate('calendarFeed.creating')}</Typography>
        )}
        {feed && (
          <>
            <TextField
              fullWidth
              margin="dense"
              label={translate('calendarFeed.urlLabel')}
              value={feed.url}
              onFocus={(e) => e.target.select()}
              slotProps={{
                input: {
                  readOnly: true,
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton aria-label={translate('calendarFeed.copy')} onClick={copy} edge="end">
                        <ContentCopy />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Alert severity="warning" sx={{ my: 1 }}>
              {translate('calendarFeed.secret')}
            </Alert>
            {APPS.map((app) => (
              <Typography key={app} variant="body2" sx={{ mb: 0.5 }}>
                {translate(`calendarFeed.${app}`)}
              </Typography>
            ))}
          </>
        )}
        <FeedList reload={feed?.id ?? 0} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('calendarFeed.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
