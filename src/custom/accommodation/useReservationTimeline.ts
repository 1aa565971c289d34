import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { diaryWindow } from '../availability/timeline/useDiary'
import { readReservationTimeline } from './api'

/**
 * The reservations of the visible window and half a window either side (the diary's windowing):
 * scrolling reads only when the view leaves what was read, and the old read stays drawn meanwhile.
 */
export function useReservationTimeline(start: Date, end: Date) {
  const window = diaryWindow(start, end)
  return useQuery({
    queryKey: ['eventdesk', 'reservation-timeline', window],
    queryFn: ({ signal }) => readReservationTimeline(window.start, window.end, signal),
    placeholderData: keepPreviousData,
    retry: false,
  })
}
