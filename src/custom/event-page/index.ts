/**
 * The event resource for react-admin (`<Resource name="event" {...events} />`): pages load on
 * demand, so the list does not download the form (RJSF) and vice versa.
 */
import { pageChunk } from '../../widgets/pageChunk'
import Event from '@mui/icons-material/Event'
import { withFormParts } from '../../widgets/domainParts'

export const list = pageChunk(() => import('../events/list/EventList'))
// The forms wait for the domain widgets and fields, which load with them (widgets/domainParts.ts).
export const edit = pageChunk(withFormParts(() => import('./EventEdit')))
export const create = pageChunk(withFormParts(() => import('../events/form/EventCreate')))
export const icon = Event
/** `/modal/event-audit` over a page that is not one event's: asks which event, then shows its audit. */
export const AuditPicker = pageChunk(() => import('../events/audit/EventAuditPicker'))

const events = { list, edit, create, icon }
export default events
