import { useMemo } from 'react'
import type { FieldProps } from '@rjsf/utils'
import { requiredAddressFields } from '../../../common/person/requirements'

/**
 * One address of a person (x-ui field `personAddress` on the list items): the theme's object
 * form, with the asterisks of the fields its type requires (the same table the server's
 * personAddresses rule reads), so switching the type shows what must be filled.
 */
export default function PersonAddressField(props: FieldProps) {
  const { ObjectField } = props.registry.fields
  const type = (props.formData as { type?: unknown } | undefined)?.type
  const schema = useMemo(
    () => ({
      ...props.schema,
      required: [...new Set([...(props.schema.required ?? []), ...requiredAddressFields({ type })])],
    }),
    [props.schema, type],
  )
  return <ObjectField {...props} schema={schema} />
}
