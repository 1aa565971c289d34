import { lazy } from 'react'
import { Loading } from 'react-admin'
import { loadable } from '../../shell/loadable'
import { readTimelineDiaryEarly } from './timeline/earlyDiary'

/** The availability screens (issue 16), each loaded when opened: vis-timeline and FullCalendar stay out of the first bundle. */
export const SuggestPage = lazy(() => import('./suggest/SuggestPage'))
export const TimelinePage = loadable(() => {
  // The diary and vis-timeline download with the page's chunk, not after the page has drawn.
  readTimelineDiaryEarly()
  if (!window.matchMedia?.('(max-width:600px)').matches) void import('./timeline/DiaryTimeline')
  return import('./timeline/TimelinePage')
}, Loading)
export const CalendarPage = lazy(() => import('./calendar/CalendarPage'))
