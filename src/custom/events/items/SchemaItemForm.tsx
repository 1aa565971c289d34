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
import Form from '@rjsf/mui'
import { registryFields, registryWidgets } from '../../../widgets'
import { serverErrorSchema, shownErrors, transformErrorsIn, translateStringFor } from '../../../resources/formErrors'
import { bodyFrom, formSchemaFrom, uiSchemaFrom } from '../../../resources/formSchema'
import { fieldKeyIn } from '../../../resources/schema'
import { registryValidator } from '../../../resources/validation/registryValidator'
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
  // Not ajv's compiled validator: the app's CSP forbids generated code (resources/validation/interpret.ts).
  const validator = useMemo(() => registryValidator(schema), [schema])
  const uiSchema = useMemo(() => uiSchemaFrom(kind.prefix, source, translate), [kind, source, translate])
  const translateString = useMemo(() => translateStringFor(translate), [translate])
  const formContext: ItemFormContext = useMemo(() => ({ eventId }), [eventId])
  const [formData, setFormData] = useState<unknown>(item)
  // A field hidden by x-ui.shownWhen is not sent, so what it holds cannot block the save.
  const transformErrors = useMemo(() => {
    const words = transformErrorsIn(kind.prefix, translate)
    const shown = shownErrors(source, formData)
    return (errors: Parameters<typeof words>[0]) => shown(words(errors))
  }, [kind, translate, source, formData])
  const { byField, top } = useItemFailure(failure, (field) => translate(fieldKeyIn(kind.prefix, field)))
  const extraErrors = useMemo(() => serverErrorSchema(byField), [byField])

  return (
    <Box aria-label={translate(item ? 'events.items.edit' : 'events.items.new')} role="region">
      {top ? <Alert severity="error" sx={{ mb: 2 }}>{top}</Alert> : null}
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        formContext={formContext}
        // The general tab's form stays mounted beside this one: ids of their own keep labels on their fields.
        idPrefix={kind.kind}
        onChange={(event) => setFormData(event.formData)}
        validator={validator}
        widgets={registryWidgets}
        fields={registryFields}
        templates={templates}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
        onError={() => undefined}
        transformErrors={transformErrors}
        extraErrors={extraErrors}
        translateString={translateString}
        // A reference left empty must stay absent, not become `{}` (which would fail on its id).
        experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipEmptyDefaults' }}
        disabled={busy}
        onSubmit={(event) => onSave(bodyFrom(source, event.formData))}
      >
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Button type="submit" variant="contained" startIcon={<Save />} disabled={busy}>{translate('ra.action.save')}</Button>
          {onCancel ? <Button onClick={onCancel} disabled={busy}>{translate('ra.action.cancel')}</Button> : null}
        </Box>
      </Form>
    </Box>
  )
}
