/**
 * The one app-wide RJSF form: our widgets and fields by name, the CSP-safe validator, messages
 * from the locale files (errors worded like the server's, fields hidden by x-ui.shownWhen never
 * blocking), and the defaults every form here wants. Registry, event and event-item forms differ
 * only in schema, words and buttons.
 */
import { useMemo, type ReactNode } from 'react'
import { useTranslate } from 'react-admin'
import Form from '@rjsf/mui'
import type { ErrorSchema, RJSFSchema, TemplatesType, UiSchema } from '@rjsf/utils'
import { registryFields, registryWidgets } from '../widgets'
import { shownErrors, transformErrorsIn, translateStringFor } from './formErrors'
import type { Prop } from '../providers/schema'
import FormDescription from './FormDescription'
import SectionTitle from './SectionTitle'
import { registryValidator } from './validation/registryValidator'

interface Props<T> {
  /** What RJSF renders (formSchemaFrom of the source). */
  schema: RJSFSchema
  /** The schema as written, whose x-ui hints decide which fields are in the form. */
  source: Prop
  uiSchema: UiSchema
  /** Where the form's words live (`resources.<registry>`, `events.<kind>`). */
  labelPrefix: string
  formData: T
  onChange: (data: T) => void
  onSubmit: (data: T) => void
  extraErrors?: ErrorSchema
  templates?: Partial<TemplatesType>
  /** Handed to widgets and fields, with the whole form's data as `formData`. */
  formContext?: object
  idPrefix?: string
  disabled?: boolean
  /** The buttons. */
  children: ReactNode
}

export default function AppForm<T>({
  schema,
  source,
  uiSchema,
  labelPrefix,
  formData,
  onChange,
  onSubmit,
  extraErrors,
  templates,
  formContext,
  idPrefix,
  disabled,
  children,
}: Props<T>) {
  const translate = useTranslate()
  // Not ajv's compiled validator: the app's CSP forbids generated code (validation/interpret.ts).
  const validator = useMemo(() => registryValidator(schema), [schema])
  const translateString = useMemo(() => translateStringFor(translate), [translate])
  // A widget sees only its own value; some offer choices by a sibling's (the template body's
  // placeholders by the template type).
  const context = useMemo(() => ({ ...formContext, formData }), [formContext, formData])
  const transformErrors = useMemo(() => {
    const words = transformErrorsIn(labelPrefix, translate)
    const shown = shownErrors(source, formData)
    return (errors: Parameters<typeof words>[0]) => shown(words(errors))
  }, [labelPrefix, translate, source, formData])

  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      formContext={context}
      idPrefix={idPrefix}
      onChange={(event) => onChange(event.formData as T)}
      validator={validator}
      widgets={registryWidgets}
      fields={registryFields}
      templates={{
        TitleFieldTemplate: SectionTitle,
        DescriptionFieldTemplate: FormDescription,
        ...templates,
      }}
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
      disabled={disabled}
      onSubmit={(event) => onSubmit(event.formData as T)}
    >
      {children}
    </Form>
  )
}
