import { describe, expect, it } from 'vitest'
import { FALLBACK_COLORS } from '../../events/situations'
import { FALLBACK_SHADES, type Palette } from '../palette'
import type { CalendarEntry } from '../types'
import { calendarEvents, holidayEvents, type CalendarFilter } from './calendarEvents'
import { holidayDays } from './useCalendar'

const palette: Palette = { situations: { ...FALLBACK_COLORS, CONFIRMED: '#ffeb3b' }, ...FALLBACK_SHADES }
const none: CalendarFilter = { situations: [], environments: [], eventTypes: [] }
const entry = (over: Partial<CalendarEntry>): CalendarEntry => ({
  id: 1,
  name: 'Congresso de Cardiologia',
  startDate: '2026-11-24T08:00:00',
  endDate: '2026-11-26T18:00:00',
  situation: 'CONFIRMED',
  isEnvironmentReservation: true,
  environment: { id: 3, name: 'Sala B' },
  ...over,
})
const entries = [
  entry({}),
  entry({ environment: { id: 4, name: 'Auditório' } }),
  entry({ id: 2, name: null, situation: 'NEGOTIATION', environment: { id: 4 }, eventType: { id: 9 } }),
]

describe('calendar entries → FullCalendar events', () => {
  it('draws each event once in its situation colour with readable text; hidden names said so', () => {
    const events = calendarEvents(entries, palette, none, 'Evento reservado')
    expect(events).toHaveLength(2)
    expect(events[0]).toMatchObject({
      title: 'Congresso de Cardiologia',
      start: '2026-11-24T08:00:00',
      color: '#ffeb3b',
      contrastColor: '#000000',
      extendedProps: { eventId: 1, situation: 'CONFIRMED' },
    })
    expect(events[1]).toMatchObject({
      title: 'Evento reservado',
      color: FALLBACK_COLORS.NEGOTIATION,
    })
  })

  it('filters by situation, room and event type', () => {
    const titles = (f: Partial<CalendarFilter>) =>
      calendarEvents(entries, palette, { ...none, ...f }, '?').map((e) => e.extendedProps.eventId)
    expect(titles({ situations: ['NEGOTIATION'] })).toEqual([2])
    expect(titles({ environments: [4] })).toEqual([1, 2])
    expect(titles({ environments: [3] })).toEqual([1])
    expect(titles({ eventTypes: [9] })).toEqual([2])
  })

  it('shades holidays as background days, periods split into days', () => {
    const days = holidayDays([
      { name: 'Natal', date: '2026-12-25' },
      { name: 'Carnaval', startDate: '2027-02-08', endDate: '2027-02-09' },
    ])
    expect(days.map((d) => d.date)).toEqual(['2026-12-25', '2027-02-08', '2027-02-09'])
    expect(holidayEvents(days, '#e91e63')[0]).toMatchObject({
      title: 'Natal',
      start: '2026-12-25',
      display: 'background',
      allDay: true,
      color: '#e91e63',
    })
  })
})
