/**
 * RJSF widgets and fields of the domain screens, by name. src/widgets/index.ts adds them to the
 * app-wide registry, so a registry schema names them in plain JSON (`"x-ui": {"field": "person"}`)
 * and the generic registry form renders them without naming any registry.
 */
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils'
import EventEnvironmentField from './events/items/EventEnvironmentField'
import CountryWidget from './person/CountryWidget'
import PersonAddressField from './person/PersonAddressField'
import PersonField from './person/PersonField'

export const customWidgets: RegistryWidgetsType = {
  country: CountryWidget,
}

export const customFields: RegistryFieldsType = {
  eventEnvironment: EventEnvironmentField,
  person: PersonField,
  personAddress: PersonAddressField,
}
