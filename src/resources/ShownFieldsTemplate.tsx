import type { ObjectFieldTemplateProps } from '@rjsf/utils'
import { Templates } from '@rjsf/mui'
import { isShown, type Prop } from '../providers/schema'

const Default = Templates.ObjectFieldTemplate!

/** The theme's object layout without the fields whose `x-ui.shownWhen` does not hold (bodyOfForm drops them too). */
export default function ShownFieldsTemplate(props: ObjectFieldTemplateProps) {
  const properties = props.properties.filter((p) =>
    isShown(props.schema.properties?.[p.name] as Prop | undefined, props.formData),
  )
  return <Default {...props} properties={properties} />
}
