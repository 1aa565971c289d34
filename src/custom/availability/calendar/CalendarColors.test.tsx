import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { SITUATIONS } from '../../../../common/events/situations'
import { DEFAULT_SITUATION_COLORS } from '../../../../common/events/situationColors'
import { signInForTest } from '../../../providers/testSession'
import { renderInAdmin } from '../../../providers/testing'
import type { CalendarEntry } from '../types'
import CalendarPage from './CalendarPage'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({ adminUser: true, type: 'ADMIN' }, []))

const today = new Date()
const pad = (n: number) => String(n).padStart(2, '0')
const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`
const entries: CalendarEntry[] = SITUATIONS.map((situation, i) => ({
  id: i + 1,
  name: `Evento ${situation}`,
  startDate: `${day}T09:00:00`,
  endDate: `${day}T18:00:00`,
  situation,
  isEnvironmentReservation: false,
  environment: null,
}))

function backend(configuration: unknown[]) {
  const none = () => HttpResponse.json({ content: [], totalElements: 0 })
  server.use(
    route.get('*/events/configuration', () => HttpResponse.json(configuration)),
    route.get('*/events/environment', none),
    route.get('*/events/event-type', none),
    route.get('*/events/holiday', none),
    route.get('*/events/event/calendar', () => HttpResponse.json(entries)),
  )
}

/** The colour FullCalendar paints an event's block in (its --fc-event-color). */
const painted = (s: string) =>
  (screen.getByText(`Evento ${s}`).closest('[role=button]') as HTMLElement).style.getPropertyValue(
    '--fc-event-color',
  )

describe('event calendar colours (issue 49)', () => {
  it('paints each of the nine situations in its own configured colour', async () => {
    backend(SITUATIONS.map((s, i) => ({ name: `${s}_COLOR`, value: `#${String(i + 1).repeat(6)}` })))
    renderInAdmin(<CalendarPage />)
    await screen.findByText('Evento REOPEN', {}, { timeout: 20_000 })
    for (const [i, s] of SITUATIONS.entries()) expect(painted(s), s).toBe(`#${String(i + 1).repeat(6)}`)
  })

  it('paints situations without a configured colour in the colour-blind-safe defaults, nine apart', async () => {
    backend([{ name: 'CONFIRMED_COLOR', value: '' }])
    renderInAdmin(<CalendarPage />)
    await screen.findByText('Evento REOPEN', {}, { timeout: 20_000 })
    const colors = SITUATIONS.map(painted)
    expect(colors).toEqual(SITUATIONS.map((s) => DEFAULT_SITUATION_COLORS[s]))
    expect(new Set(colors).size).toBe(9)
  })
})
