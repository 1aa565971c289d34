import { useRef } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { diaryWindow, readDiary } from '../diaryRead'
import { joinAreas, mergeDiary, type DiaryArea } from '../diaryMerge'
import type { Diary } from '../types'
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
  // Only the stretch a push names is read and laid over the diary held (diaryMerge.ts); pushes
  // heard while a drag holds the diary are joined into one stretch.
  const pending = useRef<DiaryArea | undefined>(undefined)
  const patch = async () => {
    const area = pending.current
    pending.current = undefined
    if (!area) return
    try {
      const fresh = await readDiary({ ...area, situations })
      client.setQueryData<Diary>(key, (held) => held && mergeDiary(held, fresh, area, window))
    } catch {
      void client.invalidateQueries({ queryKey: key, exact: true })
    }
  }
  useDiaryPushes((push) => {
    const rooms = query.data?.environments.map((e) => e.id)
    if (!overlapsPeriod(push, window) || !touchesRooms(push, rooms)) return
    if (!rooms || !Array.isArray(push.environments)) return reread()
    const environments = push.environments.filter((id) => rooms.includes(id))
    pending.current = joinAreas(pending.current, { start: push.start, end: push.end, environments })
    readWhenFree(`${JSON.stringify(key)}:patch`, () => void patch())
  }, reread)
  return { ...query, window, refresh }
}
