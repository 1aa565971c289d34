import { lazy } from 'react'

/** The availability screens (issue 16), each loaded when opened: vis-timeline and FullCalendar stay out of the first bundle. */
export const SuggestPage = lazy(() => import('./suggest/SuggestPage'))
export const TimelinePage = lazy(() => import('./timeline/TimelinePage'))
export const CalendarPage = lazy(() => import('./calendar/CalendarPage'))
