import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { readDiary, toWire } from '../api'

const DAY = 86_400_000

/**
 * The diary for the visible window and half a window either side, the edges rounded to days so
 * small scrolls reuse the same read; the previous read stays drawn while the next one loads.
 */
export function diaryWindow(start: Date, end: Date): { start: string; end: string } {
  const margin = Math.max((end.getTime() - start.getTime()) / 2, DAY)
  const from = new Date(start.getTime() - margin)
  const to = new Date(end.getTime() + margin)
  return {
    start: toWire(new Date(from.getFullYear(), from.getMonth(), from.getDate())),
    end: toWire(new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1)),
  }
}

export function useDiary(start: Date, end: Date, situations: string[], environments: number[] = []) {
  const window = diaryWindow(start, end)
  const key = ['eventdesk', 'diary', window, situations, environments]
  const client = useQueryClient()
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const diary = await readDiary({ ...window, situations, environments }, signal)
      // The bench's browser measure reads the first one (scripts/bench/timeline-case.ts).
      performance.mark('diary:data')
      return diary
    },
    placeholderData: keepPreviousData,
    retry: false,
  })
  const refresh = () => client.invalidateQueries({ queryKey: ['eventdesk', 'diary'] })
  return { ...query, window, refresh }
}
