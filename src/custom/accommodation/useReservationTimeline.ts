import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { diaryWindow } from '../availability/timeline/useDiary'
import { useRereadOnDiary } from '../availability/diaryPush'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/**
 * The reservations of the visible window and half a window either side (the diary's windowing):
 * scrolling reads only when the view leaves what was read, and the old read stays drawn meanwhile;
 * a DIARY push over the window reads it again.
 */
export function useReservationTimeline(start: Date, end: Date) {
  const dataProvider = useEventdeskDataProvider()
  const window = diaryWindow(start, end)
  const queryKey = ['eventdesk', 'reservation-timeline', window]
  // Live (issue 36): another desk's block or situation change over this window is read again.
  useRereadOnDiary(queryKey, window)
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => dataProvider.readReservationTimeline(window.start, window.end, signal),
    placeholderData: keepPreviousData,
    retry: false,
  })
}
