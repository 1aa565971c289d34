/**
 * Insert / edit mode of an event item drawn from its schema (schemas/event/<kind>.schema.json):
 * the app's RJSF form with its widgets, labels from `events.<kind>.fields`, the server's field
 * errors on their fields and any other refusal above the form.
 */
import { useMemo, useState } from 'react'
import { useTranslate } from 'react-admin'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Save from '@mui/icons-material/Save'
import AppForm from '../../../resources/AppForm'
import { serverErrorSchema } from '../../../resources/formErrors'
import { bodyFrom, formSchemaFrom, uiSchemaFrom } from '../../../resources/formSchema'
import { fieldKeyIn } from '../../../resources/schema'
import FormGrid from '../FormGrid'
import type { ItemFormContext } from './EventEnvironmentField'
import { editableSchema, type ItemKind } from './itemSchemas'
import { useItemFailure } from './useItemFailure'

interface Props {
  kind: ItemKind
  eventId: number
  item?: Record<string, unknown>
  busy: boolean
  failure?: unknown
  onSave: (body: Record<string, unknown>) => void
  /** Absent on forms that have no list to return to (the summary's responsibles). */
  onCancel?: () => void
}

const templates = { ObjectFieldTemplate: FormGrid }

export default function SchemaItemForm({ kind, eventId, item, busy, failure, onSave, onCancel }: Props) {
  const translate = useTranslate()
  const source = useMemo(() => editableSchema(kind.schema), [kind])
  const schema = useMemo(() => formSchemaFrom(source), [source])
  const uiSchema = useMemo(() => uiSchemaFrom(kind.prefix, source, translate), [kind, source, translate])
  const formContext: ItemFormContext = useMemo(() => ({ eventId }), [eventId])
  const [formData, setFormData] = useState<unknown>(item)
  const { byField, top } = useItemFailure(failure, (field) => translate(fieldKeyIn(kind.prefix, field)))
  const extraErrors = useMemo(() => serverErrorSchema(byField), [byField])

  return (
    <Box aria-label={translate(item ? 'events.items.edit' : 'events.items.new')} role="region">
      {top ? <Alert severity="error" sx={{ mb: 2 }}>{top}</Alert> : null}
      <AppForm
        schema={schema}
        source={source}
        uiSchema={uiSchema}
        labelPrefix={kind.prefix}
        formData={formData}
        onChange={setFormData}
        formContext={formContext}
        // The general tab's form stays mounted beside this one: ids of their own keep labels on their fields.
        idPrefix={kind.kind}
        extraErrors={extraErrors}
        templates={templates}
        disabled={busy}
        onSubmit={(data) => onSave(bodyFrom(source, data))}
      >
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Button type="submit" variant="contained" startIcon={<Save />} disabled={busy}>{translate('ra.action.save')}</Button>
          {onCancel ? <Button onClick={onCancel} disabled={busy}>{translate('ra.action.cancel')}</Button> : null}
        </Box>
      </AppForm>
    </Box>
  )
}
