import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { mayWriteDocument } from '../../permissions/actions'
import type { DocumentType } from './documentsApi'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/**
 * Which document to make: its type (when the tab makes more than one) and one of that type's
 * active templates (the first one by default).
 */
export default function GenerateBar({
  types: tabTypes,
  busy,
  onGenerate,
}: {
  types: DocumentType[]
  busy: boolean
  onGenerate: (type: DocumentType, template: number) => void
}) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  // Only the types the person may make: a coordinator without the budget action is not offered
  // "Gerar" for a budget that the server refuses with 403.
  const types = tabTypes.filter(mayWriteDocument)
  const [type, setType] = useState<DocumentType | undefined>(types[0])
  const [chosen, setChosen] = useState<number | ''>('')
  const templates = useQuery({
    queryKey: ['eventdesk', 'templates'],
    queryFn: ({ signal }) => dataProvider.listTemplates(signal),
    retry: false,
    enabled: types.length > 0,
  })
  const options = (templates.data?.content ?? []).filter((t) => t.active && t.type === type)
  const template: number | '' =
    chosen !== '' && options.some((o) => o.id === chosen) ? chosen : (options[0]?.id ?? '')
  if (!type) return null
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
      {types.length > 1 ? (
        <TextField
          select
          size="small"
          label={translate('documents.tab.type')}
          value={type}
          onChange={(e) => setType(e.target.value as DocumentType)}
          sx={{ minWidth: 220 }}
        >
          {types.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`resources.template.enums.type.${t}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        select
        size="small"
        label={translate('documents.tab.template')}
        value={template}
        onChange={(e) => setChosen(Number(e.target.value))}
        sx={{ minWidth: 240 }}
        helperText={
          templates.isSuccess && !options.length ? translate('documents.templateMissing') : undefined
        }
      >
        {options.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        disabled={busy || typeof template !== 'number'}
        onClick={() => onGenerate(type, Number(template))}
      >
        {translate('documents.tab.generate')}
      </Button>
    </Stack>
  )
}
