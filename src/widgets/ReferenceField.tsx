import { ariaDescribedByIds, getUiOptions, type FieldProps } from '@rjsf/utils'
import { refTarget } from '../providers/schema'
import ReferenceInput from './ReferenceInput'

/**
 * RJSF field for x-ref properties: an object `{id}` or an array of them (several choices).
 * A field rather than a widget because RJSF renders object schemas property by property.
 */
export default function ReferenceField(props: FieldProps) {
  const {
    schema,
    uiSchema,
    formData,
    onChange,
    fieldPathId,
    required,
    disabled,
    readonly,
    rawErrors = [],
    name,
    onBlur,
  } = props
  const target = refTarget(schema as never)
  if (!target) return null
  const id = fieldPathId.$id
  const options = getUiOptions(uiSchema)
  const title = options.title ?? name
  return (
    <ReferenceInput
      id={id}
      label={title}
      target={target}
      multiple={schema.type === 'array'}
      value={formData}
      onChange={(value) => onChange(value as never, fieldPathId.path)}
      onBlur={() => onBlur(id, formData)}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      describedBy={ariaDescribedByIds(id)}
      filter={options.filter as Record<string, string> | undefined}
    />
  )
}
