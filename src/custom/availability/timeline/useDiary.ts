import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { diaryWindow, readDiary } from '../diaryRead'
import { takeEarlyDiary } from './earlyDiary'
import { overlapsPeriod, touchesRooms, useDiaryPushes } from '../diaryPush'
import { readWhenFree } from '../dragHold'

export { diaryWindow }

export function useDiary(start: Date, end: Date, situations: string[], environments: number[] = []) {
  const window = diaryWindow(start, end)
  const key = ['eventdesk', 'diary', window, situations, environments]
  const client = useQueryClient()
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const query = { ...window, situations, environments }
      // The first read may have started with the page's chunk (earlyDiary.ts).
      const diary = await (takeEarlyDiary(query)?.catch(() => readDiary(query, signal)) ??
        readDiary(query, signal))
      // The bench's browser measure reads the first one (scripts/bench/timeline-case.ts).
      performance.mark('diary:data')
      return diary
    },
    placeholderData: keepPreviousData,
    retry: false,
  })
  const refresh = () => client.invalidateQueries({ queryKey: ['eventdesk', 'diary'] })
  // Another desk's change: this window's read again only when it falls on its period and rooms,
  // and not under a booking being dragged (dragHold.ts): then once the drop is answered.
  const reread = () =>
    readWhenFree(JSON.stringify(key), () => void client.invalidateQueries({ queryKey: key, exact: true }))
  useDiaryPushes((push) => {
    const rooms = query.data?.environments.map((e) => e.id)
    if (overlapsPeriod(push, window) && touchesRooms(push, rooms)) reread()
  }, reread)
  return { ...query, window, refresh }
}
