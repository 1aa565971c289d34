import { lazy } from 'react'

/** The accommodation screens (issue 17), each loaded when opened: vis-timeline stays out of the first bundle. */
export const ReservationTimelinePage = lazy(() => import('./ReservationTimelinePage'))
export const AvailabilityMapPage = lazy(() => import('./AvailabilityMapPage'))
