import { useMutation } from '@tanstack/react-query'
import { useLocaleState, useNotify, useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { formatNumber, showDate } from '../../../../common/format'
import { errorMessage } from '../../../providers/errors'
import ProblemAlert from '../../../widgets/ProblemAlert'
import QueryState from '../../../widgets/QueryState'
import AttachmentUpload from './AttachmentUpload'
import ItemTable, { type Column } from './ItemTable'
import { useItems, type ItemTabProps } from './useItems'
import { saveAs } from '../../../providers/download'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

interface Attachment {
  id: number
  name: string
  mime: string
  size: number
  description?: string | null
  createdAt?: string
}

/** Files attached to the event: upload one at a time, list, download and delete. */
export default function AttachmentTab(props: ItemTabProps) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const [locale] = useLocaleState()
  const { list, remove, failure, settled } = useItems<Attachment>('attachment', props)
  const upload = useMutation({
    mutationFn: ({ file, description }: { file: File; description: string }) =>
      dataProvider.uploadAttachment<Attachment>(props.eventId, file, description, props.version),
    onSuccess: settled.saved,
    onError: settled.failed,
  })
  const download = useMutation({
    mutationFn: (a: Attachment) =>
      dataProvider.downloadAttachment(props.eventId, a.id).then((blob) => saveAs(blob, a.name)),
    onError: (error) => notify(errorMessage(error, translate), { type: 'error' }),
  })
  const label = (f: string) => translate(`events.attachment.fields.${f}`)
  const columns: Column<Attachment>[] = [
    {
      key: 'name',
      label: label('name'),
      render: (a) => (
        <Button
          size="small"
          onClick={() => download.mutate(a)}
          disabled={download.isPending}
          aria-label={translate('events.attachment.download', { name: a.name })}
        >
          {a.name}
        </Button>
      ),
    },
    { key: 'description', label: label('description'), render: (a) => a.description ?? '' },
    {
      key: 'size',
      label: label('size'),
      render: (a) => `${formatNumber(Math.max(1, Math.round(a.size / 1024)), locale)} KB`,
    },
    { key: 'createdAt', label: label('createdAt'), render: (a) => showDate(a.createdAt, true) },
  ]
  return (
    <Box>
      <ProblemAlert text={failure ? errorMessage(failure, translate) : undefined} />
      <AttachmentUpload
        busy={upload.isPending}
        onUpload={(file, description) => upload.mutateAsync({ file, description })}
      />
      <QueryState query={list}>
        {({ content }) => (
          <ItemTable
            label={translate('events.tabs.attachment')}
            empty={translate('events.attachment.empty')}
            rows={content}
            columns={columns}
            nameOf={(a) => a.name}
            busy={remove.isPending}
            onDelete={(a) => remove.mutate(a.id)}
          />
        )}
      </QueryState>
    </Box>
  )
}
