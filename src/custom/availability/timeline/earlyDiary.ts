/**
 * The environment timeline's first diary read, started when its page's chunk starts downloading
 * rather than after the page has rendered (about 300 ms sooner): the page's first query takes it
 * if it asks for the same window and situations, within a few seconds.
 */
import type { Diary } from '../types'
import { diaryWindow, readDiary, type DiaryQuery } from '../diaryRead'
import { DEFAULT_CHOICES, situationsOf, windowOf } from './timelineState'

const FRESH_MS = 10_000
let early: { key: string; at: number; diary: Promise<Diary> } | undefined

const keyOf = (q: DiaryQuery) => JSON.stringify([q.start, q.end, q.situations ?? [], q.environments ?? []])

export function readTimelineDiaryEarly() {
  const range = windowOf(new Date(), 'week')
  const query = { ...diaryWindow(range.start, range.end), situations: situationsOf(DEFAULT_CHOICES) }
  // Asked again by the page's chunk after the route's preload: one read is enough.
  if (early && early.key === keyOf(query) && Date.now() - early.at < FRESH_MS) return
  const diary = readDiary(query)
  // A failed early read is not an error anyone sees: the page reads again.
  diary.catch(() => undefined)
  early = { key: keyOf(query), at: Date.now(), diary }
}

/** The early read for this query, once. */
export function takeEarlyDiary(query: DiaryQuery): Promise<Diary> | undefined {
  const taken = early
  early = undefined
  return taken && taken.key === keyOf(query) && Date.now() - taken.at < FRESH_MS ? taken.diary : undefined
}
