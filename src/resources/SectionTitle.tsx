import type { TitleFieldProps } from '@rjsf/utils'
import { Templates } from '@rjsf/mui'

const MuiTitle = Templates.TitleFieldTemplate!

interface MuiOptions {
  rjsfSlotProps?: { titleTypography?: object }
}

/**
 * A group's title inside a form (an object field such as the person's roles). RJSF draws it as an
 * <h5>, which under the page's <h1> skips levels (axe heading-order): here it is an <h2> with the
 * same look.
 */
export default function SectionTitle(props: TitleFieldProps) {
  const options = props.uiSchema?.['ui:options'] ?? {}
  const mui = (options.mui ?? {}) as MuiOptions
  const titleTypography = { component: 'h2', variant: 'h5', ...mui.rjsfSlotProps?.titleTypography }
  const uiSchema = {
    ...props.uiSchema,
    'ui:options': { ...options, mui: { ...mui, rjsfSlotProps: { ...mui.rjsfSlotProps, titleTypography } } },
  }
  return <MuiTitle {...props} uiSchema={uiSchema} />
}
