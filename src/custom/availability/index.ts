import { pageChunk } from '../../widgets/pageChunk'
import { readTimelineDiaryEarly } from './timeline/earlyDiary'

/** The availability screens (issue 16), each loaded when opened: vis-timeline and FullCalendar stay out of the first bundle. */
export const SuggestPage = pageChunk(() => import('./suggest/SuggestPage'))
export const TimelinePage = pageChunk(() => {
  // The diary and vis-timeline download with the page's chunk, not after the page has drawn.
  readTimelineDiaryEarly()
  if (!window.matchMedia?.('(max-width:600px)').matches) void import('./timeline/DiaryTimeline')
  return import('./timeline/TimelinePage')
})
export const CalendarPage = pageChunk(() => import('./calendar/CalendarPage'))
