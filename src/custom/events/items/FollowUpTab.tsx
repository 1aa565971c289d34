import { useState, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import TextField from '@mui/material/TextField'
import dayjs from 'dayjs'
import { DATE_TIME_SHOWN } from '../../../resources/format'
import { errorMessage } from '../../../providers/errors'
import ItemTable, { type Column } from './ItemTable'
import { useItems, type ItemTabProps } from './useItems'

interface FollowUp {
  id: number
  message: string
  createdAt?: string
  createdBy?: { id: number; email?: string | null }
}

/** The server's timestamp (with its zone) in the person's local time. */
const when = (v?: string) => (v && dayjs(v).isValid() ? dayjs(v).format(DATE_TIME_SHOWN) : (v ?? ''))

/** Follow-ups of the event: notes added and listed, never edited (event.followUpCannotBeEdited). */
export default function FollowUpTab(props: ItemTabProps) {
  const translate = useTranslate()
  const { list, save, failure } = useItems<FollowUp>('follow-up', props)
  const [message, setMessage] = useState('')
  const [tried, setTried] = useState(false)
  const label = (f: string) => translate(`events.followUp.fields.${f}`)
  const missing = !message.trim()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    if (missing) return
    save.mutate(
      { body: { message: message.trim() } },
      {
        onSuccess: () => {
          setMessage('')
          setTried(false)
        },
      },
    )
  }
  const columns: Column<FollowUp>[] = [
    { key: 'createdAt', label: label('createdAt'), render: (r) => when(r.createdAt) },
    { key: 'createdBy', label: label('createdBy'), render: (r) => r.createdBy?.email ?? '' },
    {
      key: 'message',
      label: label('message'),
      render: (r) => <Box sx={{ whiteSpace: 'pre-wrap' }}>{r.message}</Box>,
    },
  ]
  return (
    <Box>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={translate('events.followUp.add')}
        sx={{ mb: 2 }}
      >
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(failure, translate)}
          </Alert>
        ) : null}
        <TextField
          id="follow-up-message"
          label={label('message')}
          required
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          error={tried && missing}
          helperText={tried && missing ? translate('error.required', { field: label('message') }) : undefined}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
        <Button type="submit" variant="outlined" disabled={save.isPending} sx={{ mt: 1 }}>
          {translate('events.followUp.add')}
        </Button>
      </Box>
      {list.isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : list.isError ? (
        <Alert severity="error">{errorMessage(list.error, translate)}</Alert>
      ) : (
        <ItemTable
          label={translate('events.followUp.title')}
          empty={translate('events.followUp.empty')}
          rows={list.data.content}
          columns={columns}
          nameOf={(r) => r.message}
          busy={save.isPending}
        />
      )}
    </Box>
  )
}
