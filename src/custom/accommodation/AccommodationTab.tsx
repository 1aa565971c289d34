import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Add from '@mui/icons-material/Add'
import { errorMessage } from '../../providers/errors'
import type { ItemTabProps } from '../events/items/useItems'
import AccommodationForm from './AccommodationForm'
import BlockCard from './BlockCard'
import { errorLines } from './channelError'
import { useAccommodations } from './useAccommodations'

/** The event's accommodation tab (event-domain §2): its room blocks, and the insert / edit form in their place. */
export default function AccommodationTab(props: ItemTabProps) {
  const translate = useTranslate()
  const { list, save, duplicate, remove, channel, editing, open, failure, busy } = useAccommodations(props)

  if (editing) {
    const item = editing === 'new' ? undefined : editing
    return (
      <AccommodationForm
        key={item?.id ?? 'new'}
        item={item}
        busy={save.isPending}
        failure={failure}
        onCancel={() => open(null)}
        onSave={(body) => save.mutate({ body, id: item?.id })}
      />
    )
  }
  if (list.isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />
  if (list.isError) return <Alert severity="error">{errorMessage(list.error, translate)}</Alert>
  const blocks = list.data.content
  return (
    <Box>
      {failure ? (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {errorLines(failure, translate).join('\n')}
        </Alert>
      ) : null}
      <Button variant="outlined" startIcon={<Add />} onClick={() => open('new')} sx={{ mb: 2 }}>
        {translate('accommodation.add')}
      </Button>
      {blocks.length === 0 ? <Alert severity="info">{translate('accommodation.empty')}</Alert> : null}
      {blocks.map((b) => (
        <BlockCard
          key={b.id}
          block={b}
          busy={busy}
          onEdit={() => open(b)}
          onDuplicate={() => duplicate.mutate(b.id)}
          onDelete={() => remove.mutate(b.id)}
          onChannel={() => channel.mutate(b.id)}
        />
      ))}
    </Box>
  )
}
