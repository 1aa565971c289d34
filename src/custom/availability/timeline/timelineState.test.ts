import { describe, expect, it } from 'vitest'
import { ordinal } from '../ordinal'
import { diaryWindow } from './useDiary'
import { DEFAULT_CHOICES, shift, situationsOf, windowOf, zoomOfLink } from './timelineState'

describe('timeline options and windows', () => {
  it('asks for new, negotiating and wait-list events only when their options are on; never cancelled', () => {
    const off = situationsOf({ ...DEFAULT_CHOICES, newEvents: false, negotiating: false, waitlist: false })
    expect(off).toEqual(['CONFIRMED', 'IN_PROGRESS', 'RELEASED_FOR_CLOSING', 'REOPEN', 'END'])
    const on = situationsOf({ ...DEFAULT_CHOICES, newEvents: true, negotiating: true, waitlist: true })
    expect(on).toEqual(expect.arrayContaining(['NEW', 'NEGOTIATION', 'WAIT_LIST']))
    expect(on).not.toContain('CANCELED')
  })

  it('zooms to a day, a week or a month from the start of a day and steps by the same span', () => {
    const w = windowOf(new Date('2026-11-25T15:30:00'), 'week')
    expect([w.start, w.end]).toEqual([new Date('2026-11-25T00:00:00'), new Date('2026-12-02T00:00:00')])
    expect(shift(w, -1).start).toEqual(new Date('2026-11-18T00:00:00'))
    expect(windowOf(new Date('2026-11-25T15:30:00'), 'day').end).toEqual(new Date('2026-11-26T00:00:00'))
  })

  it('reads half a window either side, rounded to days, so small scrolls reuse the read', () => {
    const a = diaryWindow(new Date('2026-11-25T00:00:00'), new Date('2026-12-02T00:00:00'))
    const b = diaryWindow(new Date('2026-11-25T02:00:00'), new Date('2026-12-02T02:00:00'))
    expect(a).toEqual({ start: '2026-11-21T00:00:00', end: '2026-12-06T00:00:00' })
    expect(b).toEqual(a)
  })

  it('says a hold rank in the person language', () => {
    expect([1, 2, 3, 4, 11, 22].map((n) => ordinal(n, 'en-us'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '22nd',
    ])
    expect(ordinal(2, 'pt-BR')).toBe('2ª')
    expect(ordinal(2, 'es')).toBe('2.ª')
  })

  it('opens the zoom a link asks for, the week otherwise', () => {
    expect(zoomOfLink('?zoom=month')).toBe('month')
    expect(zoomOfLink('?zoom=day&x=1')).toBe('day')
    expect(zoomOfLink('?zoom=year')).toBe('week')
    expect(zoomOfLink('')).toBe('week')
  })
})
