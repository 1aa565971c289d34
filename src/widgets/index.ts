/**
 * The one app-wide registry of RJSF widgets and fields, by name, so uiSchemas stay plain JSON
 * (`"ui:widget": "money"`, `"ui:field": "reference"`). x-ui widget names map onto these.
 * Generic widgets are here from the start; domain widgets and fields (src/custom) are added by the
 * app that shows them, at its start-up (`registerWidget`, `registerField`), because generic code
 * never imports src/custom (an ESLint boundary).
 */
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils'
import ColorWidget from './ColorWidget'
import { DateTimeWidget, DateWidget } from './DateWidget'
import ImageField from './ImageField'
import { MoneyWidget, PercentWidget } from './NumberWidgets'
import ReferenceField from './ReferenceField'
import { CaseTextWidget, TextareaWidget } from './TextWidgets'

/** Live objects: forms read them at render time, after the app's start-up registered its parts. */
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
}

export const registryFields: RegistryFieldsType = {
  reference: ReferenceField,
  image: ImageField,
}

/** A domain widget named by schemas in x-ui.widget. Registering the same name again replaces it. */
export function registerWidget(name: string, widget: RegistryWidgetsType[string]) {
  registryWidgets[name] = widget
}

/** A domain field named by schemas in x-ui.field (a property, list item or root). */
export function registerField(name: string, field: RegistryFieldsType[string]) {
  registryFields[name] = field
}
