/**
 * The one app-wide registry of RJSF widgets and fields, by name, so uiSchemas stay plain JSON
 * (`"ui:widget": "money"`, `"ui:field": "reference"`). x-ui widget names map onto these.
 */
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils'
import ColorWidget from './ColorWidget'
import { DateTimeWidget, DateWidget } from './DateWidget'
import ImageField from './ImageField'
import { MoneyWidget, PercentWidget } from './NumberWidgets'
import ReferenceField from './ReferenceField'
import { CaseTextWidget, TextareaWidget } from './TextWidgets'
import { customFields, customWidgets } from '../custom/formParts'

export const registryWidgets: RegistryWidgetsType = {
  // Replaces the theme's text input so the configured letter case applies everywhere.
  TextWidget: CaseTextWidget,
  textarea: TextareaWidget,
  // `date` and `color` also catch string properties with those formats.
  date: DateWidget,
  datetime: DateTimeWidget,
  color: ColorWidget,
  money: MoneyWidget,
  percent: PercentWidget,
  // Domain widgets (src/custom), named by schemas in x-ui.widget.
  ...customWidgets,
}

export const registryFields: RegistryFieldsType = {
  reference: ReferenceField,
  image: ImageField,
  // Domain fields (src/custom), named by schemas in x-ui.field (a property, list item or root).
  ...customFields,
}
