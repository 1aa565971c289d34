/**
 * General data of an event: the app's RJSF form over the event schema (date-times typed or picked,
 * autocompletes for references), so validation messages read like every other form.
 */
import { useEffect, useMemo, useState } from 'react'
import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Save from '@mui/icons-material/Save'
import AppForm from '../../../resources/AppForm'
import { serverErrorSchema } from '../../../resources/formErrors'
import type { Prop } from '../../../providers/schema'
import { HttpError } from '../../../providers/http'
import { fieldLabel } from '../../../providers/errors'
import { bodyOf, formDataOf, formSchema, uiSchema } from './eventForm'
import FormGrid from './FormGrid'
import type { EventRecord } from '../types'

const eventFormSchema = formSchema()
const templates = { ObjectFieldTemplate: FormGrid }

export interface Highlight {
  field: string
  text: string
  /** When it was asked for: the same refusal twice focuses the field twice. */
  at: number
}

interface Props {
  record?: EventRecord
  saving: boolean
  /** The last save's failure: its field errors go on their fields. */
  failure?: unknown
  /** A refusal elsewhere (a lifecycle action) about one of these fields: said on it and focused. */
  highlight?: Highlight
  onSubmit: (body: Record<string, unknown>) => void
}

export default function EventGeneralTab({ record, saving, failure, highlight, onSubmit }: Props) {
  const translate = useTranslate()
  const ui = useMemo(() => uiSchema(translate), [translate])
  const [formData, setFormData] = useState<Record<string, unknown>>(() => formDataOf(record))
  const extraErrors = useMemo(() => {
    const byField: Record<string, string> = highlight ? { [highlight.field]: highlight.text } : {}
    const errors = failure instanceof HttpError && failure.status === 400 ? failure.body.errors : []
    for (const e of errors) {
      const field = e.field.replace(/\.id$/, '')
      byField[field] ??= translate(e.message, { field: fieldLabel(translate, field) })
    }
    return Object.keys(byField).length ? serverErrorSchema(byField) : undefined
  }, [failure, highlight, translate])
  useEffect(() => {
    if (highlight) document.getElementById(`root_${highlight.field}`)?.focus()
  }, [highlight])

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
