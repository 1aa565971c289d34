import { useState } from 'react'
import { useTranslate } from 'react-admin'
import Button from '@mui/material/Button'
import CalendarMonth from '@mui/icons-material/CalendarMonth'
import type { FeedScope } from './api'
import SubscribeDialog from './SubscribeDialog'

/**
 * The "Subscribe" action a host screen places: a room (the timeline lets the person pick one),
 * the events a person coordinates (`USER` with their id) or one event.
 */
export default function SubscribeButton(props: { scope: FeedScope; id?: number }) {
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button startIcon={<CalendarMonth />} onClick={() => setOpen(true)}>
        {translate('calendarFeed.subscribe')}
      </Button>
      {open && <SubscribeDialog scope={props.scope} id={props.id} onClose={() => setOpen(false)} />}
    </>
  )
}
