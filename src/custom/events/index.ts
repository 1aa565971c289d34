/**
 * The event resource for react-admin (`<Resource name="event" {...events} />`): pages load on
 * demand, so the list does not download the form (RJSF) and vice versa.
 */
import { pageChunk } from '../../admin/pageChunk'
import Event from '@mui/icons-material/Event'

export const list = pageChunk(() => import('./list/EventList'))
export const edit = pageChunk(() => import('./form/EventEdit'))
export const create = pageChunk(() => import('./form/EventCreate'))
export const icon = Event
/** `/modal/event-audit` over a page that is not one event's: asks which event, then shows its audit. */
export const AuditPicker = pageChunk(() => import('./audit/EventAuditPicker'))

const events = { list, edit, create, icon }
export default events
