import type { DescriptionFieldProps } from '@rjsf/utils'
import { Templates } from '@rjsf/mui'
import { withTypographySlot } from './typographySlot'

const MuiDescription = Templates.DescriptionFieldTemplate!

/**
 * A field's or group's description (the person's contacts). RJSF draws it in the subtitle2
 * style, whose element is an <h6>: a heading that is not one, and skips levels (axe heading-order).
 * Here it is text with the same look.
 */
export default function FormDescription(props: DescriptionFieldProps) {
  const uiSchema = withTypographySlot(props.uiSchema, 'descTypography', { component: 'div' })
  return <MuiDescription {...props} uiSchema={uiSchema} />
}
