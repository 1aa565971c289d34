import type { TitleFieldProps } from '@rjsf/utils'
import { Templates } from '@rjsf/mui'
import { withTypographySlot } from './typographySlot'

const MuiTitle = Templates.TitleFieldTemplate!

/**
 * A group's title inside a form (an object field such as the person's roles). RJSF draws it as an
 * <h5>, which under the page's <h1> skips levels (axe heading-order): here it is an <h2> with the
 * same look.
 */
export default function SectionTitle(props: TitleFieldProps) {
  const uiSchema = withTypographySlot(props.uiSchema, 'titleTypography', { component: 'h2', variant: 'h5' })
  return <MuiTitle {...props} uiSchema={uiSchema} />
}
