import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils'
import { applyInputFormat, formatsCase, useInputFormat } from './useInputFormat'

/**
 * The theme's text input with the configured letter case applied (useInputFormat). Numbers go
 * through the same widget in RJSF, so the case is applied to string schemas only.
 */
export function CaseTextWidget(props: WidgetProps) {
  const format = useInputFormat()
  const { BaseInputTemplate } = props.registry.templates
  const applies =
    format !== 'none' &&
    formatsCase(props.schema, props.name, props.options.widget ?? props.uiSchema?.['ui:widget'])
  const onChange = applies
    ? (value: unknown) => props.onChange(typeof value === 'string' ? applyInputFormat(value, format) : value)
    : props.onChange
  // The theme puts aria-describedby on the wrapper; on the input it makes readers announce the error.
  const slotProps = {
    ...props.slotProps,
    htmlInput: {
      ...props.slotProps?.htmlInput,
      'aria-describedby': ariaDescribedByIds(props.id, !!props.schema.examples),
    },
  }
  return <BaseInputTemplate {...props} onChange={onChange} slotProps={slotProps} />
}

/** Long texts (x-ui widget `textarea`), with the same letter-case rule. */
export function TextareaWidget(props: WidgetProps) {
  return <CaseTextWidget {...props} multiline minRows={3} />
}
