/**
 * RJSF widgets and fields of the domain screens, by name. The apps (src/admin, src/tickets) call
 * registerFormParts at start-up, adding them to the app-wide registry of src/widgets, so a
 * registry schema names them in plain JSON (`"x-ui": {"field": "person"}`) and the generic
 * registry form renders them without naming any registry or importing src/custom.
 */
import { registerField, registerWidget } from '../widgets'
import EventEnvironmentField from './events/items/EventEnvironmentField'
import CountryWidget from './person/CountryWidget'
import DocumentNumberWidget from './person/DocumentNumberWidget'
import PersonAddressField from './person/PersonAddressField'
import PersonField from './person/PersonField'
import RichTextWidget from './documents/RichTextWidget'

export function registerFormParts() {
  registerWidget('country', CountryWidget)
  registerWidget('documentNumber', DocumentNumberWidget)
  registerWidget('richText', RichTextWidget)
  registerField('eventEnvironment', EventEnvironmentField)
  registerField('person', PersonField)
  registerField('personAddress', PersonAddressField)
}
