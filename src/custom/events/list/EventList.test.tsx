import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import EventList from './EventList'
import { renderInAdmin } from '../../../providers/testing'
import { setWindowWidth } from './windowWidth'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const row = {
  id: 41,
  version: 2,
  name: 'Congresso de Cardiologia',
  customer: { id: 9, name: 'Associação Paulista de Cardiologia' },
  startDate: '2027-03-01T08:00:00',
  endDate: '2027-03-03T18:00:00',
  situation: 'NEGOTIATION',
  priority: 'THREE',
  eventType: { id: 2, name: 'Congresso' },
  estimatedPeople: 450,
  createdBy: { id: 7, email: 'admin@demo.test' },
}

/** Every list-events call: its query and body. */
function listServer() {
  const calls: { query: Record<string, string>; body: Record<string, unknown> }[] = []
  const totals: Record<string, unknown>[] = []
  server.use(
    route.get('*/events/configuration', () => HttpResponse.json([])),
    route.get('*/events/event/saved-filters', () => HttpResponse.json([])),
    route.post('*/events/event/totals/:situations', async ({ request }) => {
      totals.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json([
        { situation: 'NEW', total: 0 },
        { situation: 'NEGOTIATION', total: 1 },
      ])
    }),
    route.post('*/events/event/list-events', async ({ request }) => {
      const url = new URL(request.url)
      calls.push({
        query: Object.fromEntries(url.searchParams),
        body: (await request.json()) as Record<string, unknown>,
      })
      return HttpResponse.json({
        content: [row],
        totalElements: 1,
        totalPages: 1,
        size: 20,
        number: 0,
        numberOfElements: 1,
      })
    }),
  )
  return { calls, totals }
}

beforeEach(() => signInForTest({ id: 7 }))
afterEach(() => vi.unstubAllGlobals())

describe('EventList', { timeout: 20_000 }, () => {
  it('asks for page 0 of 20 newest first, without the author stamp, and shows the columns in words', async () => {
    const { calls } = listServer()
    renderInAdmin(<EventList />)
    const table = await screen.findByRole('table', { name: 'Eventos' })
    const cells = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells).toEqual([
      '41',
      'Congresso de Cardiologia',
      'Associação Paulista de Cardiologia',
      '01/03/2027 08:00',
      '03/03/2027 18:00',
      'Em negociação',
      'Três',
      'Congresso',
      '450',
      'admin@demo.test',
    ])
    expect(calls[0].query).toMatchObject({ page: '0', size: '20', sort: 'id,desc' })
    // http.ts stamps POSTs with createdBy, which the filter would read as "only mine".
    expect(calls[0].body).not.toHaveProperty('createdBy')
    expect(within(table).getByRole('link', { name: 'Congresso de Cardiologia' }).getAttribute('href')).toBe(
      '/event/41/edit',
    )
  })

  it('sends the filters the person set, and the totals follow the same filter', async () => {
    const { calls, totals } = listServer()
    const user = userEvent.setup({ delay: null })
    renderInAdmin(<EventList />)
    await screen.findByRole('table', { name: 'Eventos' })
    await user.type(screen.getByRole('textbox', { name: 'Buscar por nome, cliente ou código' }), 'cardio')
    await user.click(screen.getByRole('button', { name: 'Mais filtros' }))
    await user.click(screen.getByRole('combobox', { name: 'Lista de espera' }))
    await user.click(await screen.findByRole('option', { name: 'Fora da lista de espera' }))
    await user.click(screen.getByRole('combobox', { name: 'Tipo de data' }))
    await user.click(await screen.findByRole('option', { name: 'Término' }))
    await user.type(screen.getByRole('textbox', { name: 'Término: de' }), '01032027')
    await user.type(screen.getByRole('textbox', { name: 'Cancelamento: até' }), '31122026')
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    await waitFor(() =>
      expect(calls.at(-1)?.body).toEqual({
        companyId: 3,
        waitList: false,
        dateType: 'END',
        startDate: '2027-03-01',
        cancellationEnd: '2026-12-31',
        search: 'cardio',
      }),
    )
    expect(calls.at(-1)?.query.page).toBe('0')
    await waitFor(() =>
      expect(totals.at(-1)).toEqual({
        companyId: 3,
        waitList: false,
        dateType: 'END',
        startDate: '2027-03-01',
        cancellationEnd: '2026-12-31',
        search: 'cardio',
      }),
    )
  })

  it('a totals chip filters the list by its situation', async () => {
    const { calls } = listServer()
    const user = userEvent.setup({ delay: null })
    renderInAdmin(<EventList />)
    await user.click(await screen.findByRole('button', { name: 'Em negociação: 1' }))
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ situations: ['NEGOTIATION'] }))
    expect(screen.getByRole('button', { name: 'Em negociação: 1' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('at 1024 px shows only the columns that fit (all ten ran off the page)', async () => {
    listServer()
    setWindowWidth(1024)
    renderInAdmin(<EventList />)
    const table = await screen.findByRole('table', { name: 'Eventos' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Código', 'Nome', 'Cliente', 'Início', 'Situação'])
    expect(
      within(within(table).getAllByRole('row')[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '41',
      'Congresso de Cardiologia',
      'Associação Paulista de Cardiologia',
      '01/03/2027 08:00',
      'Em negociação',
    ])
  })

  it('on a phone shows a card per event instead of a table, each opening its event', async () => {
    listServer()
    setWindowWidth(390)
    renderInAdmin(<EventList />)
    const cards = await screen.findByRole('list', { name: 'Eventos' })
    expect(screen.queryByRole('table')).toBeNull()
    const [card] = within(cards).getAllByRole('listitem')
    const link = within(card).getByRole('link')
    expect(link.getAttribute('href')).toBe('/event/41/edit')
    expect(link.textContent).toBe(
      'Congresso de Cardiologia#41 · Associação Paulista de Cardiologia01/03/2027 08:00 – 03/03/2027 18:00Em negociaçãoPrioridade: Três',
    )
  })
})
