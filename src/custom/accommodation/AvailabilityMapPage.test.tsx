import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import { deliverToFollowers } from '../notifications/channelFollowers'
import AvailabilityMapPage from './AvailabilityMapPage'
import type { AvailabilityNight } from './types'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const luxo = { id: 3, name: 'Luxo' }
const standard = { id: 5, name: 'Standard' }
const nights: AvailabilityNight[] = [
  { date: '2027-03-10', hostingUnitType: luxo, total: 20, blocked: 18, pickedUp: 6, available: 2 },
  { date: '2027-03-10', hostingUnitType: standard, total: 40, blocked: 4, pickedUp: 0, available: 36 },
  { date: '2027-03-11', hostingUnitType: luxo, total: 20, blocked: 10, pickedUp: 8, available: 10 },
  { date: '2027-03-11', hostingUnitType: standard, total: 40, blocked: 0, pickedUp: 0, available: 40 },
]

function backend() {
  const asked: URLSearchParams[] = []
  server.use(
    route.get('*/events/configuration', () => HttpResponse.json([])),
    route.get('*/events/availability-map', ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      return HttpResponse.json(nights)
    }),
    route.get('*/events/reservation-timeline', () =>
      HttpResponse.json({
        rentalUnitTypes: [luxo, standard],
        reservations: [
          {
            id: 70,
            eventId: 12,
            eventName: 'Congresso de Cardiologia',
            situation: 'CONFIRMED',
            hostingUnitType: { id: 3 },
            start: '2027-03-10',
            end: '2027-03-12',
            rooms: 10,
          },
          {
            id: 72,
            eventId: 14,
            eventName: 'Casamento Lima',
            situation: 'NEW',
            hostingUnitType: { id: 3 },
            start: '2027-03-09',
            end: '2027-03-11',
            rooms: 8,
          },
          {
            id: 73,
            eventId: 15,
            eventName: 'Outro tipo',
            situation: 'NEW',
            hostingUnitType: { id: 5 },
            start: '2027-03-10',
            end: '2027-03-11',
            rooms: 4,
          },
        ],
      }),
    ),
  )
  return asked
}

const setPeriod = (start: string, end: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: /^Primeira noite/ }), { target: { value: start } })
  fireEvent.change(screen.getByRole('textbox', { name: /^Última noite/ }), { target: { value: end } })
}

describe('AvailabilityMapPage', { timeout: 30_000 }, () => {
  it("refuses a period longer than the start month, then shows the nights × types grid and a cell's blocks", async () => {
    const asked = backend()
    const user = userEvent.setup({ delay: null })
    renderInAdmin(<AvailabilityMapPage />)
    await waitFor(() => expect(asked.length).toBe(1))
    setPeriod('10/02/2027', '20/03/2027')
    expect(await screen.findByText('O mapa mostra no máximo os dias do mês da primeira noite.')).toBeTruthy()
    setPeriod('10/03/2027', '11/03/2027')
    const grid = await screen.findByRole('table', { name: 'Disponibilidade por noite e tipo de UH' })
    expect(asked.at(-1)!.get('start')).toBe('2027-03-10')
    expect(asked.at(-1)!.get('end')).toBe('2027-03-11')
    expect(asked.some((q) => q.get('start') === '2027-02-10')).toBe(false)
    const rows = within(grid).getAllByRole('row')
    expect(rows[0].textContent).toBe('NoiteLuxoStandard')
    expect(rows[1].textContent).toContain('10/03/2027')
    expect(rows[1].textContent).toContain('2 de 20 livres')
    expect(rows[1].textContent).toContain('Bloq. 18 · ocup. 6 · 90%')
    const cell = within(grid).getByRole('button', {
      name: 'Luxo 10/03/2027: 2 de 20 livres Bloq. 18 · ocup. 6 · 90%',
    })
    // Occupancy colours: 90 % blocked is red, 10 % green.
    expect(getComputedStyle(cell.closest('td')!).backgroundColor).toBe('rgb(239, 154, 154)')
    await user.click(cell)
    const dialog = await screen.findByRole('dialog', { name: 'Bloqueios de Luxo em 10/03/2027' })
    const items = await within(dialog).findAllByRole('listitem')
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Congresso de Cardiologia10 UH · 10/03/2027 – 12/03/2027'),
      expect.stringContaining('Casamento Lima8 UH · 09/03/2027 – 11/03/2027'),
    ])
  })

  it('reads the map again on a DIARY push over its nights (a block taken at another desk), not on one elsewhere', async () => {
    const asked = backend()
    renderInAdmin(<AvailabilityMapPage />)
    setPeriod('10/03/2027', '11/03/2027')
    await screen.findByRole('table', { name: 'Disponibilidade por noite e tipo de UH' })
    await waitFor(() => expect(asked.at(-1)!.get('start')).toBe('2027-03-10'))
    const reads = asked.length
    const push = (start: string, end: string) =>
      act(
        () => void deliverToFollowers('tenant', { type: 'DIARY', start, end, environments: [], eventId: 9 }),
      )
    await push('2027-04-01T00:00:00', '2027-04-03T00:00:00')
    await new Promise((r) => setTimeout(r, 100))
    expect(asked.length).toBe(reads)
    // The last night shown is the 11th: a stay from the 11th touches it.
    await push('2027-03-11T00:00:00', '2027-03-13T00:00:00')
    await waitFor(() => expect(asked.length).toBe(reads + 1))
    expect(asked.at(-1)!.get('start')).toBe('2027-03-10')
  })

  it('says a failed read in words', async () => {
    server.use(
      route.get('*/events/availability-map', () =>
        HttpResponse.json(
          { status: 502, message: 'integration.channel.availabilityFailed', errors: [] },
          { status: 502 },
        ),
      ),
    )
    renderInAdmin(<AvailabilityMapPage />)
    expect(
      await screen.findByText('Não foi possível consultar a disponibilidade no canal de reservas.'),
    ).toBeTruthy()
  })
})
