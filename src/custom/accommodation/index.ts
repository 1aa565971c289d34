import { pageChunk } from '../../widgets/pageChunk'

/** The accommodation screens (issue 17), each loaded when opened: vis-timeline stays out of the first bundle. */
export const ReservationTimelinePage = pageChunk(() => import('./ReservationTimelinePage'))
export const AvailabilityMapPage = pageChunk(() => import('./AvailabilityMapPage'))
