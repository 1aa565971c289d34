import { afterEach, describe, expect, it, vi } from 'vitest'

const readDiary = vi.fn()
vi.mock('../diaryRead', async (original) => ({
  ...(await original<typeof import('../diaryRead')>()),
  readDiary: (...args: unknown[]) => readDiary(...args),
}))

const { readTimelineDiaryEarly, takeEarlyDiary } = await import('./earlyDiary')
const { diaryWindow } = await import('../diaryRead')
const { DEFAULT_CHOICES, situationsOf, windowOf } = await import('./timelineState')

/** What the timeline's first query asks for on a fresh page. */
function firstQuery() {
  const range = windowOf(new Date(), 'week')
  return {
    ...diaryWindow(range.start, range.end),
    situations: situationsOf(DEFAULT_CHOICES),
    environments: [],
  }
}

describe('the timeline diary read started with its chunk', () => {
  afterEach(() => {
    readDiary.mockReset()
    vi.useRealTimers()
  })

  it('is handed to the first query asking the same, once', async () => {
    readDiary.mockResolvedValue({ environments: [], bookings: [] })
    readTimelineDiaryEarly()
    expect(readDiary).toHaveBeenCalledTimes(1)
    expect(await takeEarlyDiary(firstQuery())).toEqual({ environments: [], bookings: [] })
    expect(takeEarlyDiary(firstQuery())).toBeUndefined()
  })

  it('asked again by the page chunk after the route preload, reads once', () => {
    readDiary.mockResolvedValue({ environments: [], bookings: [] })
    readTimelineDiaryEarly()
    readTimelineDiaryEarly()
    expect(readDiary).toHaveBeenCalledTimes(1)
    expect(takeEarlyDiary(firstQuery())).toBeDefined()
  })

  it('is not handed to a query for other situations, nor after ten seconds', () => {
    readDiary.mockResolvedValue({})
    readTimelineDiaryEarly()
    expect(takeEarlyDiary({ ...firstQuery(), situations: ['CONFIRMED'] })).toBeUndefined()
    vi.useFakeTimers({ now: Date.now() })
    readTimelineDiaryEarly()
    vi.setSystemTime(Date.now() + 11_000)
    expect(takeEarlyDiary(firstQuery())).toBeUndefined()
  })

  it("a failed early read is nobody's error: the page reads again", async () => {
    readDiary.mockRejectedValue(new Error('offline'))
    readTimelineDiaryEarly()
    await expect(takeEarlyDiary(firstQuery())).rejects.toThrow('offline')
  })
})
