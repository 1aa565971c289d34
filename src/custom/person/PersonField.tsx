import { useTranslate } from 'react-admin'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { titleId, toFieldPathId, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils'
import { personTypeOf, requiredPersonFields } from '../../../common/person/requirements'
import { fieldSize, gridItems, hiddenFields, inlineFlags, ordered, sectionOf } from './layout'

type Data = Record<string, unknown>

/**
 * The person form (x-ui field `person` on the schema's root): the generic fields of the registry
 * form, grouped in sections, with what depends on the person type following the type as it
 * changes — surname, birth date, marital status and profession for a natural person; fantasy
 * name, foundation date and line of business for a legal one, whose name reads "corporate name";
 * the provider status only for providers. Asterisks follow the same table as the server's
 * personRequiredFields rule (type, and completeness). Documents, addresses and contacts are
 * lists with add and remove; contacts are edited only here, inside the person.
 */
export default function PersonField(props: FieldProps) {
  const {
    schema,
    uiSchema = {},
    formData,
    errorSchema,
    fieldPathId,
    registry,
    onChange,
    onBlur,
    onFocus,
    disabled,
    readonly,
    hideError,
  } = props
  const translate = useTranslate()
  const { SchemaField } = registry.fields
  const data = (formData ?? {}) as Data
  const type = personTypeOf(data)
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>
  const hidden = hiddenFields(data, type)
  const required = new Set([...(schema.required ?? []), ...requiredPersonFields(data)])
  const names = ordered(Object.keys(properties), uiSchema).filter((n) => !hidden.has(n))

  const ui = uiSchema as Record<string, UiSchema>
  const uiOf = (name: string): UiSchema => {
    if (name === 'name' && type === 'LEGAL')
      return { ...ui.name, 'ui:title': translate('resources.person.form.corporateName') }
    if (name === 'personAssignment' || name === 'personCompany') return inlineFlags(ui[name])
    if (name === 'contacts')
      return {
        ...gridItems(ui.contacts),
        'ui:description': translate('resources.person.form.linkedContacts'),
      }
    if (properties[name]?.type === 'array') return gridItems(ui[name])
    return ui[name]
  }

  const field = (name: string) => (
    <SchemaField
      name={name}
      schema={properties[name]}
      uiSchema={uiOf(name)}
      formData={data[name]}
      errorSchema={errorSchema?.[name]}
      fieldPathId={toFieldPathId(name, registry.globalFormOptions, fieldPathId.path)}
      required={required.has(name)}
      onChange={onChange}
      onBlur={onBlur}
      onFocus={onFocus}
      registry={registry}
      disabled={disabled}
      readonly={readonly}
      hideError={hideError}
    />
  )
  const inSection = (section: ReturnType<typeof sectionOf>) =>
    names.filter((n) => sectionOf(n, properties[n]?.type as string) === section)
  const grid = (list: string[], full: (name: string) => boolean) => (
    <Grid container spacing={2}>
      {list.map((name) => (
        <Grid key={name} size={full(name) ? 12 : fieldSize}>
          {field(name)}
        </Grid>
      ))}
    </Grid>
  )

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box component="section" aria-labelledby="person-identification">
        <Typography id="person-identification" component="h2" variant="h6" sx={{ mb: 2 }}>
          {translate('resources.person.form.identification')}
        </Typography>
        {grid(
          inSection('identification'),
          (n) => properties[n]?.type === 'object' && !properties[n]?.['x-ref'],
        )}
      </Box>
      <Box component="section" aria-labelledby="person-roles">
        <Typography id="person-roles" component="h2" variant="h6" sx={{ mb: 2 }}>
          {translate('resources.person.form.roles')}
        </Typography>
        {grid(inSection('roles'), (n) => properties[n]?.type === 'object')}
      </Box>
      {inSection('list').map((name) => (
        // Named by the list's own title, so each list is a landmark ("Documentos", "Contatos").
        <Box
          key={name}
          component="section"
          aria-labelledby={titleId(toFieldPathId(name, registry.globalFormOptions, fieldPathId.path))}
        >
          {field(name)}
        </Box>
      ))}
    </Box>
  )
}
