/**
 * The generic registry form: the app's RJSF form over the registry's schema. It lives in the lazy
 * create/edit chunks only, so list pages never download RJSF.
 */
import { useMemo, useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useCreatePath, useTranslate, type RaRecord } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Save from '@mui/icons-material/Save'
import AppForm from './AppForm'
import FailureAlert from './FailureAlert'
import { serverErrorSchema } from './formErrors'
import { bodyOfForm, formSchemaOf, uiSchemaOf } from './formSchema'
import { registryOf } from '../providers/schema'
import ShownFieldsTemplate from './ShownFieldsTemplate'

export interface RegistryFormProps {
  resource: string
  /** The record being edited (as read, with id and version); absent on create. */
  record?: RaRecord
  saving?: boolean
  /** The last save's error (a react-admin HttpError from the dataProvider). */
  failure?: unknown
  /** Receives the API body: declared properties, references as `{id}`. */
  onSubmit: (body: Record<string, unknown>) => void
  /** More toolbar buttons (delete on edit). */
  actions?: ReactNode
}

const templates = { ObjectFieldTemplate: ShownFieldsTemplate }

export default function RegistryForm({
  resource,
  record,
  saving,
  failure,
  onSubmit,
  actions,
}: RegistryFormProps) {
  const translate = useTranslate()
  const createPath = useCreatePath()
  const schema = useMemo(() => formSchemaOf(resource), [resource])
  const uiSchema = useMemo(() => uiSchemaOf(resource, translate, record), [resource, translate, record])
  const [formData, setFormData] = useState<unknown>(record)
  const fieldErrors = (failure as { body?: { errors?: Record<string, string> } } | undefined)?.body?.errors
  const extraErrors = useMemo(() => serverErrorSchema(fieldErrors), [fieldErrors])

  return (
    <Box>
      {failure ? <FailureAlert error={failure} /> : null}
      <AppForm
        schema={schema}
        source={registryOf(resource)}
        uiSchema={uiSchema}
        labelPrefix={`resources.${resource}`}
        formData={formData}
        onChange={setFormData}
        extraErrors={extraErrors}
        templates={templates}
        disabled={saving}
        onSubmit={(data) => onSubmit(bodyOfForm(resource, data))}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3, alignItems: 'center' }}>
          <Button type="submit" variant="contained" startIcon={<Save />} disabled={saving}>
            {translate('ra.action.save')}
          </Button>
          <Button component={Link} to={createPath({ resource, type: 'list' })}>
            {translate('ra.action.cancel')}
          </Button>
          <Box sx={{ flex: 1 }} />
          {actions}
        </Box>
      </AppForm>
    </Box>
  )
}
