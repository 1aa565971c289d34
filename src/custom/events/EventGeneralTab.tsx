/**
 * General data of an event: the app's RJSF form over the event schema (date-times typed or picked,
 * autocompletes for references), so validation messages read like every other form.
 */
import { useMemo, useState } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Save from '@mui/icons-material/Save'
import AppForm from '../../resources/AppForm'
import { serverErrorSchema } from '../../resources/formErrors'
import type { Prop } from '../../resources/schema'
import { HttpError } from '../../providers/http'
import { bodyOf, formDataOf, formSchema, uiSchema } from './eventForm'
import FormGrid from './FormGrid'
import type { EventRecord } from './types'

const eventFormSchema = formSchema()
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
    <AppForm
      schema={eventFormSchema}
      source={eventFormSchema as Prop}
      uiSchema={ui}
      labelPrefix="resources.event"
      formData={formData}
      onChange={setFormData}
      extraErrors={extraErrors}
      templates={templates}
      disabled={saving}
      onSubmit={(data) => onSubmit(bodyOf(data))}
    >
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" startIcon={<Save />} disabled={saving}>
          {translate('ra.action.save')}
        </Button>
      </Box>
    </AppForm>
  )
}
