import { labelValue, type WidgetProps } from '@rjsf/utils'

/**
 * What every widget drawn as MUI's TextField takes from rjsf's props: its id and name, its label
 * (hidden when the form hides it), required, disabled (read-only too) and whether it has errors.
 */
export const fieldProps = (p: WidgetProps) => ({
  id: p.id,
  name: p.htmlName || p.id,
  label: labelValue(p.label || undefined, p.hideLabel, undefined),
  required: p.required,
  disabled: p.disabled || p.readonly,
  error: (p.rawErrors ?? []).length > 0,
})
