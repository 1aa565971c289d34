import { useState } from 'react'
import { useNotify, useTranslate } from 'react-admin'
import Button from '@mui/material/Button'
import SendIcon from '@mui/icons-material/Send'
import { errorMessage } from '../../../providers/errors'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

/**
 * Sends the event's account to the integrated billing (PUT /events/event/account/{id}): the server
 * queues it as a job and answers its reference at once; the job's outcome reaches the person's
 * bell like any job, and the call and its answer are in the integration log.
 */
export default function SendAccountButton({ eventId }: { eventId: number }) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const [sending, setSending] = useState(false)
  const send = async () => {
    setSending(true)
    try {
      const { reference } = await dataProvider.sendAccount(eventId)
      notify(translate('events.summary.accountSent', { reference }), { type: 'info' })
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' })
    } finally {
      setSending(false)
    }
  }
  return (
    <Button startIcon={<SendIcon />} onClick={send} disabled={sending} sx={{ mt: 2 }}>
      {translate('events.summary.sendAccount')}
    </Button>
  )
}
