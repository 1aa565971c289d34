import type { DescriptionFieldProps } from '@rjsf/utils'
import { Templates } from '@rjsf/mui'

const MuiDescription = Templates.DescriptionFieldTemplate!

interface MuiOptions {
  rjsfSlotProps?: { descTypography?: object }
}

/**
 * A field's or group's description (the person's contacts). RJSF draws it in the subtitle2
 * style, whose element is an <h6>: a heading that is not one, and skips levels (axe heading-order).
 * Here it is text with the same look.
 */
export default function FormDescription(props: DescriptionFieldProps) {
  const options = props.uiSchema?.['ui:options'] ?? {}
  const mui = (options.mui ?? {}) as MuiOptions
  const descTypography = { component: 'div', ...mui.rjsfSlotProps?.descTypography }
  const uiSchema = {
    ...props.uiSchema,
    'ui:options': { ...options, mui: { ...mui, rjsfSlotProps: { ...mui.rjsfSlotProps, descTypography } } },
  }
  return <MuiDescription {...props} uiSchema={uiSchema} />
}
