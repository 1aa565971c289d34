import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import ProblemAlert from '../../widgets/ProblemAlert'
import QueryState from '../../widgets/QueryState'
import AddButton from '../events/items/AddButton'
import { itemFormProps } from '../events/items/itemFormProps'
import type { ItemTabProps } from '../events/items/useItems'
import AccommodationForm from './AccommodationForm'
import BlockCard from './BlockCard'
import { errorLines } from './channelError'
import { useAccommodations } from './useAccommodations'

/** The event's accommodation tab (event-domain §2): its room blocks, and the insert / edit form in their place. */
export default function AccommodationTab(props: ItemTabProps) {
  const translate = useTranslate()
  const blocks = useAccommodations(props)
  const { list, duplicate, remove, channel, editing, open, failure, busy } = blocks

  if (editing) {
    const form = itemFormProps(blocks)
    return <AccommodationForm key={form.item?.id ?? 'new'} {...form} />
  }
  return (
    <QueryState query={list}>
      {({ content }) => (
        <Box>
          <ProblemAlert text={failure ? errorLines(failure, translate) : undefined} />
          <AddButton label={translate('accommodation.add')} onClick={() => open('new')} />
          {content.length === 0 ? <Alert severity="info">{translate('accommodation.empty')}</Alert> : null}
          {content.map((b) => (
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
      )}
    </QueryState>
  )
}
