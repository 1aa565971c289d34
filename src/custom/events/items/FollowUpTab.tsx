import { useState, type FormEvent } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import dayjs from 'dayjs'
import { DATE_TIME_SHOWN } from '../../../../common/format'
import { errorMessage } from '../../../providers/errors'
import NotesField from '../../../widgets/NotesField'
import ProblemAlert from '../../../widgets/ProblemAlert'
import QueryState from '../../../widgets/QueryState'
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
        <ProblemAlert text={failure ? errorMessage(failure, translate) : undefined} />
        <NotesField
          id="follow-up-message"
          label={label('message')}
          required
          value={message}
          onChange={setMessage}
          fullWidth
          error={tried && missing ? translate('error.required', { field: label('message') }) : undefined}
          maxLength={4000}
        />
        <Button type="submit" variant="outlined" disabled={save.isPending} sx={{ mt: 1 }}>
          {translate('events.followUp.add')}
        </Button>
      </Box>
      <QueryState query={list}>
        {({ content }) => (
          <ItemTable
            label={translate('events.followUp.title')}
            empty={translate('events.followUp.empty')}
            rows={content}
            columns={columns}
            nameOf={(r) => r.message}
            busy={save.isPending}
          />
        )}
      </QueryState>
    </Box>
  )
}
