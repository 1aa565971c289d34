/**
 * The generic registry form: RJSF (@rjsf/mui) over the registry's schema. It lives in the lazy
 * create/edit chunks only, so list pages never download RJSF.
 */
import { useMemo, useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useCreatePath, useTranslate, type RaRecord } from 'react-admin'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Save from '@mui/icons-material/Save'
import Form from '@rjsf/mui'
import { registryFields, registryWidgets } from '../widgets'
import FailureAlert from './FailureAlert'
import { serverErrorSchema, shownErrors, transformErrorsFor, translateStringFor } from './formErrors'
import { bodyOfForm, formSchemaOf, uiSchemaOf } from './formSchema'
import { registryOf } from './schema'
import ShownFieldsTemplate from './ShownFieldsTemplate'
import { registryValidator } from './validation/registryValidator'

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

export default function RegistryForm({ resource, record, saving, failure, onSubmit, actions }: RegistryFormProps) {
  const translate = useTranslate()
  const createPath = useCreatePath()
  const schema = useMemo(() => formSchemaOf(resource), [resource])
  // Not ajv's compiled validator: the app's CSP forbids generated code (see validation/interpret.ts).
  const validator = useMemo(() => registryValidator(schema), [schema])
  const uiSchema = useMemo(() => uiSchemaOf(resource, translate, record), [resource, translate, record])
  const translateString = useMemo(() => translateStringFor(translate), [translate])
  const [formData, setFormData] = useState<unknown>(record)
  const transformErrors = useMemo(() => {
    const words = transformErrorsFor(resource, translate)
    const shown = shownErrors(registryOf(resource), formData)
    return (errors: Parameters<typeof words>[0]) => shown(words(errors))
  }, [resource, translate, formData])
  const fieldErrors = (failure as { body?: { errors?: Record<string, string> } } | undefined)?.body?.errors
  const extraErrors = useMemo(() => serverErrorSchema(fieldErrors), [fieldErrors])

  return (
    <Box>
      {failure ? <FailureAlert error={failure} /> : null}
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        onChange={(event) => setFormData(event.formData)}
        validator={validator}
        widgets={registryWidgets}
        fields={registryFields}
        templates={templates}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
        // The errors are on their fields and focus moves to the first; nothing to log.
        onError={() => undefined}
        transformErrors={transformErrors}
        extraErrors={extraErrors}
        translateString={translateString}
        // A reference left empty must stay absent, not become `{}` (which would fail on its id).
        experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipEmptyDefaults' }}
        disabled={saving}
        onSubmit={(event) => onSubmit(bodyOfForm(resource, event.formData))}
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
      </Form>
    </Box>
  )
}
