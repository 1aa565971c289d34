import { describe, expect, it } from 'vitest'
import { FALLBACK_COLORS } from '../../events/situations'
import { FALLBACK_SHADES, lighten, type Palette } from '../palette'
import type { Booking, Diary } from '../types'
import { bookingOf, diaryGroups, diaryItems, escapeHtml, weekendBands } from './diaryItems'

const palette: Palette = { situations: { ...FALLBACK_COLORS, CONFIRMED: '#336699' }, ...FALLBACK_SHADES }
const texts = {
  hold: (n: number) => `${n}ª opção`,
  hidden: 'Evento reservado',
  maintenance: (t: string) => (t === 'BLOCK' ? 'Bloqueio' : 'Uso da casa'),
  time: (d: Date) => `${String(d.getHours()).padStart(2, '0')}h`,
}
const options = { showTime: false, emptyRooms: true, byDay: false }
const window = { start: new Date('2026-11-23T00:00:00'), end: new Date('2026-11-30T00:00:00') }

const booking = (over: Partial<Booking>): Booking => ({
  id: 1,
  eventId: 10,
  eventName: 'Casamento Premium',
  situation: 'CONFIRMED',
  environment: { id: 1 },
  start: '2026-11-24T10:00:00',
  end: '2026-11-24T18:00:00',
  occupiedStart: '2026-11-24T08:00:00',
  occupiedEnd: '2026-11-24T20:00:00',
  blocking: true,
  holdRank: null,
  ...over,
})

const diary: Diary = {
  environments: [
    { id: 1, name: 'Salão Nobre', compound: true, parts: [2, 3] },
    { id: 2, name: 'Sala A', compound: false, parts: [] },
    { id: 3, name: 'Sala B', compound: false, parts: [] },
    { id: 4, name: 'Auditório', compound: false, parts: [] },
  ],
  bookings: [
    booking({}),
    booking({
      id: 2,
      eventId: 11,
      eventName: null,
      situation: 'NEGOTIATION',
      environment: { id: 2 },
      blocking: false,
      holdRank: 2,
      occupiedStart: '2026-11-24T10:00:00',
      occupiedEnd: '2026-11-24T18:00:00',
    }),
  ],
  maintenances: [
    {
      id: 7,
      environment: { id: 3 },
      type: 'BLOCK',
      start: '2026-11-25T00:00:00',
      end: '2026-11-26T00:00:00',
    },
  ],
  holidays: [{ date: '2026-11-20', name: 'Consciência Negra' }],
}

describe('diary → timeline', () => {
  it('nests the parts of a compound room under it, each part once', () => {
    const groups = diaryGroups([
      ...diary.environments,
      { id: 5, name: 'Salão Total', compound: true, parts: [1, 2, 3] },
    ])
    expect(groups.find((g) => g.id === 1)).toMatchObject({ nestedGroups: [2, 3], showNested: true })
    // 2 and 3 already sit under room 1; a second compound nests only what is left (1).
    expect(groups.find((g) => g.id === 5)?.nestedGroups).toEqual([1])
  })

  it('drops rooms without bookings unless asked, keeping a compound whose part is booked', () => {
    const { groups } = diaryItems(diary, window, palette, { ...options, emptyRooms: false }, texts)
    expect(groups.map((g) => g.id)).toEqual([1, 2])
    const all = diaryItems(diary, window, palette, options, texts)
    expect(all.groups.map((g) => g.id)).toEqual([1, 2, 3, 4])
  })

  it('colours a booking by its situation and draws assembly and disassembly as lighter ends', () => {
    const { items } = diaryItems(diary, window, palette, options, texts)
    const main = items.find((i) => i.id === 'b:1')!
    expect(main.style).toContain('background-color:#336699')
    expect(main.content).toBe('Casamento Premium')
    const assembly = items.find((i) => i.id === 'a:1')!
    const disassembly = items.find((i) => i.id === 'd:1')!
    expect(assembly.style).toContain(`background-color:${lighten('#336699', 0.6)}`)
    expect([assembly.start, assembly.end]).toEqual([
      new Date('2026-11-24T08:00:00'),
      new Date('2026-11-24T10:00:00'),
    ])
    expect([disassembly.start, disassembly.end]).toEqual([
      new Date('2026-11-24T18:00:00'),
      new Date('2026-11-24T20:00:00'),
    ])
    expect(assembly.editable).toBe(false)
    // No setup time: no ends.
    expect(items.some((i) => i.id === 'a:2' || i.id === 'd:2')).toBe(false)
  })

  it('labels a hold with its rank and hides the name the person may not see', () => {
    const { items } = diaryItems(diary, window, palette, { ...options, showTime: true }, texts)
    const hold = items.find((i) => i.id === 'b:2')!
    expect(hold.content).toBe('2ª opção · Evento reservado 10h–18h')
    expect(hold.className).toBe('diary-hold')
    expect(hold.style).toContain(`background-color:${FALLBACK_COLORS.NEGOTIATION}`)
    // Issue 49: a booking of an event the person may not see is not offered to drag (403 after it).
    expect(hold.editable).toBe(false)
    expect(items.find((i) => i.id === 'b:1')!.editable).toMatchObject({ updateTime: true })
  })

  it('shades maintenance on its room, holidays and weekends across all rooms', () => {
    const { items } = diaryItems(diary, window, palette, options, texts)
    // An item of its room's row (not a background band, drawn outside the grid: issue 49), named,
    // hatched by its class, and not draggable.
    const block = items.find((i) => i.id === 'm:7')!
    expect(block).toMatchObject({
      group: 3,
      content: 'Bloqueio',
      className: 'diary-maintenance diary-maintenance-BLOCK',
      editable: false,
    })
    expect(block.type).toBeUndefined()
    expect(block.title).toMatch(/^Bloqueio /)
    expect(items.find((i) => i.id === 'h:2026-11-20')).toMatchObject({
      type: 'background',
      content: 'Consciência Negra',
    })
    const weekends = items.filter((i) => i.className === 'diary-weekend').map((i) => i.start.getDay())
    expect(weekends).toEqual([6, 0]) // Saturday 28th, Sunday 29th
  })

  it('draws whole days when grouped by day, without setup ends', () => {
    const { items } = diaryItems(diary, window, palette, { ...options, byDay: true }, texts)
    const main = items.find((i) => i.id === 'b:1')!
    expect([main.start, main.end]).toEqual([new Date('2026-11-24T00:00:00'), new Date('2026-11-25T00:00:00')])
    expect(items.some((i) => i.id === 'a:1')).toBe(false)
  })

  it('escapes names (vis-timeline reads content as HTML) and maps item ids back to bookings', () => {
    expect(escapeHtml('<b>"A&B"</b>')).toBe('&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;')
    expect([bookingOf('b:5'), bookingOf('a:5'), bookingOf('d:5'), bookingOf('m:5')]).toEqual([
      5,
      5,
      5,
      undefined,
    ])
    expect(weekendBands(new Date('2026-11-23T00:00:00'), new Date('2026-11-27T00:00:00'), '#eee')).toEqual([])
  })
})
