import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useGetList } from 'react-admin'
import { toWire } from '../api'
import type { Holiday } from '../types'
import { overlapsPeriod, useDiaryPushes } from '../diaryPush'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

/**
 * The calendar entries of the shown range: situations and event types asked of the server (fewer
 * entries over the wire); rooms filtered here, since an event comes once per booked room.
 */
export function useCalendarEntries(
  range: { start: Date; end: Date } | undefined,
  situations: string[],
  eventTypes: number[] = [],
) {
  const dataProvider = useEventdeskDataProvider()
  const [start, end] = [range && toWire(range.start), range && toWire(range.end)]
  const key = ['eventdesk', 'calendar', start, end, situations, eventTypes]
  const client = useQueryClient()
  // Another desk's change: the shown range is read again only when the change falls in it.
  const reread = () => client.invalidateQueries({ queryKey: key, exact: true })
  useDiaryPushes((push) => {
    if (start && end && overlapsPeriod(push, { start, end })) void reread()
  }, reread)
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      dataProvider.readCalendar({ start: start!, end: end!, situations, eventTypes }, signal),
    enabled: Boolean(range),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

interface HolidayRecord {
  name: string
  date?: string | null
  startDate?: string | null
  endDate?: string | null
}

/** Holiday records as days: a single date, or every day of a period. */
export function holidayDays(records: HolidayRecord[]): Holiday[] {
  const days: Holiday[] = []
  for (const r of records) {
    if (r.date) days.push({ date: r.date.slice(0, 10), name: r.name })
    else if (r.startDate && r.endDate) {
      const end = r.endDate.slice(0, 10)
      for (
        let d = new Date(`${r.startDate.slice(0, 10)}T00:00:00`);
        toWire(d).slice(0, 10) <= end;
        d.setDate(d.getDate() + 1)
      )
        days.push({ date: toWire(d).slice(0, 10), name: r.name })
    }
  }
  return days
}

/** The holidays registry (a person who may not read it simply sees no holidays). */
export function useHolidays(enabled: boolean): Holiday[] {
  const list = useGetList<HolidayRecord & { id: number }>(
    'holiday',
    { pagination: { page: 1, perPage: 1000 } },
    { enabled, retry: false },
  )
  return holidayDays(list.data ?? [])
}
