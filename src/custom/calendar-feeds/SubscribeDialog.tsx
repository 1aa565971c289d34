import { useEffect, useState } from 'react'
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

/** `base`, or `base (2)`, `base (3)`… : the first not already the name of one of the person's feeds. */
export function freeName(base: string, taken: readonly (string | null)[]) {
  if (!base) return ''
  let name = base
  for (let n = 2; taken.includes(name); n++) name = `${base} (${n})`
  return name
}

/**
 * Subscribing: the person picks the room (from the timeline), names the feed (a default that no
 * feed of theirs has yet) and asks for it with a button; only then is it made (issue 49: opening
 * the dialog or picking a room made one each time). Its URL is shown to copy with how each
 * calendar application takes it, and the person's feeds are listed below with their revoke.
 */
export default function SubscribeDialog(props: { scope: FeedScope; id?: number; onClose: () => void }) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const locale = useLocale()
  const notify = useNotify()
  const [target, setTarget] = useState(props.id)
  const [rooms, setRooms] = useState<Room[]>()
  const [names, setNames] = useState<(string | null)[]>([])
  // What the person typed; undefined while they keep the suggested name.
  const [typed, setTyped] = useState<string>()
  const [creating, setCreating] = useState(false)
  const [made, setMade] = useState<{ target: number; feed?: NewFeed; failed?: boolean }>()

  useEffect(() => {
    if (props.scope !== 'ENVIRONMENT' || props.id !== undefined) return
    const abort = new AbortController()
    dataProvider.listRooms(abort.signal).then(
      (page) => setRooms(page.content),
      () => abort.signal.aborted || setRooms([]),
    )
    return () => abort.abort()
  }, [dataProvider, props.scope, props.id])

  // A room's feed is called after the room, a person's "Events I coordinate"; an event's is left
  // blank for the server to name after the event.
  const base =
    props.scope === 'USER'
      ? translate('calendarFeed.scope.USER')
      : (rooms?.find((r) => r.id === target)?.name ?? '')
  const name = typed ?? freeName(base, names)
  const feed = made && made.target === target ? made.feed : undefined
  const failed = !!made && made.target === target && !!made.failed

  const create = async () => {
    if (target === undefined || creating) return
    setCreating(true)
    try {
      setMade({ target, feed: await dataProvider.createFeed(props.scope, target, name.trim(), locale) })
      setTyped(undefined)
    } catch {
      setMade({ target, failed: true })
    } finally {
      setCreating(false)
    }
  }

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
        {!feed && (
          <>
            <TextField
              fullWidth
              margin="dense"
              label={translate('calendarFeed.nameLabel')}
              helperText={translate('calendarFeed.nameHint')}
              value={name}
              onChange={(e) => setTyped(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            {target === undefined && (
              <Typography variant="body2" color="text.secondary">
                {translate('calendarFeed.pickRoom')}
              </Typography>
            )}
            <Button
              variant="contained"
              sx={{ my: 1 }}
              disabled={target === undefined || creating}
              onClick={create}
            >
              {translate(creating ? 'calendarFeed.creating' : 'calendarFeed.create')}
            </Button>
          </>
        )}
        {failed && <Alert severity="error">{translate('calendarFeed.error')}</Alert>}
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
        <FeedList reload={feed?.id ?? 0} onLoad={(feeds) => setNames(feeds.map((f) => f.name))} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('calendarFeed.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
