import { lazy, Suspense, useState } from 'react'
import { useTranslate } from 'react-admin'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import CalendarMonth from '@mui/icons-material/CalendarMonth'
import type { FeedScope } from './api'

// The dialog (feeds, links, revocation) loads when first opened: the button sits in every page's bar.
const SubscribeDialog = lazy(() => import('./SubscribeDialog'))

/**
 * The "Subscribe" action a host screen places: a room (the timeline lets the person pick one),
 * the events a person coordinates (`USER` with their id) or one event. `icon`: an icon with its
 * name, in the app bar's colour, as the bells beside it (the worded button there took 175 px of a
 * phone's bar, in a blue the bar's blue hid).
 */
export default function SubscribeButton(props: { scope: FeedScope; id?: number; icon?: boolean }) {
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const label = translate('calendarFeed.subscribe')
  return (
    <>
      {props.icon ? (
        <Tooltip title={label}>
          <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)}>
            <CalendarMonth />
          </IconButton>
        </Tooltip>
      ) : (
        <Button startIcon={<CalendarMonth />} onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <SubscribeDialog scope={props.scope} id={props.id} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
