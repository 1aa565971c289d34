/**
 * General data of an event: RJSF over the event schema with the app's widgets (date-times typed
 * or picked, autocompletes for references), so validation messages read like every other form.
 */
import { useMemo, useState } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Save from '@mui/icons-material/Save'
import Form from '@rjsf/mui'
import { registryFields, registryWidgets } from '../../widgets'
import { serverErrorSchema, transformErrorsFor, translateStringFor } from '../../resources/formErrors'
import { HttpError } from '../../providers/http'
import { registryValidator } from '../../resources/validation/registryValidator'
import { bodyOf, formDataOf, formSchema, uiSchema } from './eventForm'
import FormGrid from './FormGrid'
import type { EventRecord } from './types'

// Not ajv's compiled validator: the app's CSP forbids generated code (resources/validation/interpret.ts).
const eventFormSchema = formSchema()
const validator = registryValidator(eventFormSchema)
const templates = { ObjectFieldTemplate: FormGrid }

interface Props {
  record?: EventRecord
  saving: boolean
  /** The last save's failure: its field errors go on their fields. */
  failure?: unknown
  onSubmit: (body: Record<string, unknown>) => void
}

export default function EventGeneralTab({ record, saving, failure, onSubmit }: Props) {
  const translate = useTranslate()
  const ui = useMemo(() => uiSchema(translate), [translate])
  const transformErrors = useMemo(() => transformErrorsFor('event', translate), [translate])
  const translateString = useMemo(() => translateStringFor(translate), [translate])
  const [formData, setFormData] = useState<Record<string, unknown>>(() => formDataOf(record))
  const extraErrors = useMemo(() => {
    if (!(failure instanceof HttpError) || failure.status !== 400) return undefined
    const byField: Record<string, string> = {}
    for (const e of failure.body.errors) {
      const field = e.field.replace(/\.id$/, '')
      byField[field] ??= translate(e.message, { field: translate(`resources.event.fields.${field}`, { _: field }) })
    }
    return serverErrorSchema(byField)
  }, [failure, translate])

  return (
    <Form
      schema={eventFormSchema}
      uiSchema={ui}
      formData={formData}
      onChange={(e) => setFormData(e.formData as Record<string, unknown>)}
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
      experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipEmptyDefaults' }}
      disabled={saving}
      onSubmit={(e) => onSubmit(bodyOf(e.formData as Record<string, unknown>))}
    >
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" startIcon={<Save />} disabled={saving}>
          {translate('ra.action.save')}
        </Button>
      </Box>
    </Form>
  )
}
