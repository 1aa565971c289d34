import { useEffect, useState } from 'react'
import { Confirm, useLocale, useNotify, useTranslate } from 'react-admin'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import type { Feed } from './api'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'
import { isAdmin } from '../../providers/session'

const day = (wire: string) => `${wire.slice(8, 10)}/${wire.slice(5, 7)}/${wire.slice(0, 4)}`

/**
 * The person's feeds by the names they gave them, each with what it follows and its revoke;
 * `reload` changes when a feed was just made, `onLoad` hears the list read.
 */
export default function FeedList({ reload, onLoad }: { reload: number; onLoad?: (feeds: Feed[]) => void }) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const locale = useLocale()
  const notify = useNotify()
  const [feeds, setFeeds] = useState<Feed[]>()
  const [toRevoke, setToRevoke] = useState<Feed | null>(null)
  const [revoking, setRevoking] = useState(false)
  const [version, setVersion] = useState(0)
  // An administrator may look at every member's feeds, to revoke one its owner forgot.
  const [all, setAll] = useState(false)

  useEffect(() => {
    const abort = new AbortController()
    dataProvider.listFeeds(locale, abort.signal, all).then(
      (page) => {
        setFeeds(page.content)
        if (!all) onLoad?.(page.content)
      },
      () => abort.signal.aborted || setFeeds([]),
    )
    return () => abort.abort()
    // onLoad is the dialog's setter wrapper: a new function each render, not a reason to read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataProvider, locale, reload, version, all])

  const revoke = async (feed: Feed) => {
    setRevoking(true)
    try {
      await dataProvider.revokeFeed(feed.id)
      notify('calendarFeed.revoked', { type: 'info' })
      setVersion((v) => v + 1)
    } catch {
      notify('ra.notification.http_error', { type: 'error' })
    } finally {
      setRevoking(false)
      setToRevoke(null)
    }
  }

  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate(all ? 'calendarFeed.allTitle' : 'calendarFeed.listTitle')}
      </Typography>
      {isAdmin() && (
        <FormControlLabel
          control={<Switch checked={all} onChange={(e) => setAll(e.target.checked)} />}
          label={translate('calendarFeed.allTitle')}
        />
      )}
      {feeds?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('calendarFeed.empty')}
        </Typography>
      )}
      <List dense aria-label={translate(all ? 'calendarFeed.allTitle' : 'calendarFeed.listTitle')}>
        {feeds?.map((feed) => (
          <ListItem
            key={feed.id}
            secondaryAction={
              <Button size="small" color="error" onClick={() => setToRevoke(feed)}>
                {translate('calendarFeed.revoke')}
              </Button>
            }
          >
            <ListItemText
              primary={feed.name ?? `#${feed.target.id}`}
              secondary={[
                `${translate(`calendarFeed.scope.${feed.scope}`)}: ${feed.target.name ?? `#${feed.target.id}`}`,
                translate('calendarFeed.createdAt', { date: day(feed.createdAt) }),
                ...(all ? [translate('calendarFeed.ownerOf', { email: feed.owner.email })] : []),
              ].join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      <Confirm
        isOpen={toRevoke !== null}
        loading={revoking}
        title="calendarFeed.revoke"
        content="calendarFeed.revokeConfirm"
        onConfirm={() => toRevoke && revoke(toRevoke)}
        onClose={() => setToRevoke(null)}
      />
    </>
  )
}
