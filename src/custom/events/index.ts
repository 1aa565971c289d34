/**
 * The event resource for react-admin (`<Resource name="event" {...events} />`): pages load on
 * demand, so the list does not download the form (RJSF) and vice versa.
 */
import { lazy } from 'react'
import Event from '@mui/icons-material/Event'

export const list = lazy(() => import('./list/EventList'))
export const edit = lazy(() => import('./form/EventEdit'))
export const create = lazy(() => import('./form/EventCreate'))
export const icon = Event
/** `/modal/event-audit` over a page that is not one event's: asks which event, then shows its audit. */
export const AuditPicker = lazy(() => import('./audit/EventAuditPicker'))

const events = { list, edit, create, icon }
export default events
