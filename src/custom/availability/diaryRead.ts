/**
 * The diary read and the wire's local date-time, apart from the rest of the availability calls:
 * small enough for the first bundle, where the timeline's early read (timeline/earlyDiary.ts) uses them.
 */
import { localDateTime } from '../../../common/events/clock'
import { http } from '../../providers/http'
import type { Diary } from './types'

export interface DiaryQuery {
  start: string
  end: string
  environments?: number[]
  situations?: string[]
}

export const readDiary = (q: DiaryQuery, signal?: AbortSignal) =>
  http<Diary>('/events/diary', {
    query: {
      start: q.start,
      end: q.end,
      environments: q.environments?.length ? q.environments.join(',') : undefined,
      situations: q.situations?.length ? q.situations.join(',') : undefined,
    },
    signal,
  })

/** A local Date as the wire's `YYYY-MM-DDTHH:mm:ss` (the venue clock the server keeps too). */
export const toWire = (d: Date) => localDateTime(d)

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
