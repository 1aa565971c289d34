import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import KanbanPage from './KanbanPage'
import { deliverToFollowers } from '../notifications/channelFollowers'
import { boardOf, card, layOutColumns, pageOf } from './testBoard'
import type { BoardColumn } from './api'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({ adminUser: true, type: 'ADMIN' }, []))

const wait = { timeout: 5000 }
const column = (name: string) => screen.getByRole('list', { name })

function backend(
  board: () => BoardColumn[],
  moved: () => Response = () => HttpResponse.json({}),
  configuration: { name: string; value: unknown }[] = [],
) {
  const moves: unknown[] = []
  const ticks: unknown[] = []
  const asked: URLSearchParams[] = []
  /** The columns read on their own (status ids), in order. */
  const columnReads: number[] = []
  const settingsRead = { count: 0 }
  server.use(
    route.get('*/events/configuration', () => {
      settingsRead.count++
      return HttpResponse.json(configuration)
    }),
    route.get('*/events/kanban', ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      return HttpResponse.json(board())
    }),
    route.get('*/events/kanban/:statusId', ({ params }) => {
      const id = Number(params.statusId)
      columnReads.push(id)
      return HttpResponse.json(board().find((c) => c.status.id === id)!.page)
    }),
    route.put('*/events/event/:id/kanban-status', async ({ request }) => {
      moves.push(await request.json())
      return moved()
    }),
    route.get('*/events/event/7/kanban-checklist', () =>
      HttpResponse.json({
        eventId: 7,
        version: 3,
        kanbanStatus: { id: 1, name: 'Novo contato' },
        checklist: { id: 9, name: 'Pré-venda' },
        items: [
          { id: 0, description: 'Enviar proposta', done: true },
          { id: 1, description: 'Agendar visita', done: false },
        ],
      }),
    ),
    route.put('*/events/event/7/kanban-checklist', async ({ request }) => {
      ticks.push(await request.json())
      return HttpResponse.json({
        eventId: 7,
        version: 4,
        kanbanStatus: { id: 1, name: 'Novo contato' },
        checklist: { id: 9, name: 'Pré-venda' },
        items: [
          { id: 0, description: 'Enviar proposta', done: true },
          { id: 1, description: 'Agendar visita', done: true },
        ],
      })
    }),
  )
  return { moves, ticks, asked, columnReads, settingsRead }
}

describe('KanbanPage', () => {
  it('says when cards do not follow the situations (LINK_KANBAN_TO_SITUATIONS off), and not when they do', async () => {
    const link = (value: boolean) => [{ name: 'LINK_KANBAN_TO_SITUATIONS', value }]
    backend(() => boardOf([card(7, 'Feira de Vinhos')]), undefined, link(false))
    const { unmount } = renderInAdmin(<KanbanPage />)
    await screen.findByText(/“Vincular kanban às situações” está desligado/, undefined, wait)
    unmount()

    const { settingsRead } = backend(() => boardOf([card(7, 'Feira de Vinhos')]), undefined, link(true))
    renderInAdmin(<KanbanPage />)
    await screen.findByRole('list', { name: 'Novo contato' }, wait)
    await waitFor(() => expect(settingsRead.count).toBeGreaterThan(0), wait)
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByText(/Vincular kanban às situações/)).toBeNull()
  })

  it('shows the columns in order with their cards, counts and checklist progress', async () => {
    backend(() => boardOf([card(7, 'Feira de Vinhos'), card(8, 'Congresso Médico')]))
    renderInAdmin(<KanbanPage />)
    const first = await screen.findByRole('list', { name: 'Novo contato' }, wait)
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Novo contato',
      'Proposta enviada',
    ])
    expect(within(first).getAllByRole('listitem')).toHaveLength(2)
    expect(within(first).getAllByText('1/3')[0].getAttribute('aria-label')).toBe('1 de 3 tarefas feitas')
    expect(within(first).getAllByText('01/12/2026 08:00 – 01/12/2026 18:00')).toHaveLength(2)
    expect(within(column('Proposta enviada')).getByText('Nenhum evento nesta coluna')).toBeTruthy()
  })

  it('shows an event made at another desk when the EVENTS push arrives, without a refresh', async () => {
    let made = false
    const { asked } = backend(() =>
      boardOf(
        made ? [card(7, 'Feira de Vinhos'), card(9, 'Jantar da Diretoria')] : [card(7, 'Feira de Vinhos')],
      ),
    )
    renderInAdmin(<KanbanPage />)
    await screen.findByText('Feira de Vinhos', undefined, wait)
    const reads = asked.length
    // Another tenant channel message (a diary change elsewhere) reads nothing again.
    act(
      () =>
        void deliverToFollowers('tenant', {
          type: 'DIARY',
          start: 'x',
          end: 'y',
          environments: [],
          eventId: 1,
        }),
    )
    made = true
    act(() => void deliverToFollowers('tenant', { type: 'EVENTS' }))
    await within(column('Novo contato')).findByText('Jantar da Diretoria', undefined, wait)
    expect(asked.length).toBe(reads + 1)
  })

  it('moves a card with the keyboard and says so in Portuguese', { timeout: 20_000 }, async () => {
    const layout = layOutColumns()
    let second = false
    const { moves, asked, columnReads } = backend(() =>
      second
        ? boardOf([], [card(7, 'Feira de Vinhos', { version: 4 })])
        : boardOf([card(7, 'Feira de Vinhos')]),
    )
    renderInAdmin(<KanbanPage />)
    const cardEl = await screen.findByRole('button', { name: /Feira de Vinhos/ }, wait)
    cardEl.focus()
    fireEvent.keyDown(cardEl, { code: 'Space', key: ' ' })
    // The start is announced, then at once where the card is (its own column).
    await screen.findByText('Cartão Feira de Vinhos sobre a coluna Novo contato', {}, wait)
    fireEvent.keyDown(document.activeElement!, { code: 'ArrowRight', key: 'ArrowRight' })
    await screen.findByText('Cartão Feira de Vinhos sobre a coluna Proposta enviada', {}, wait)
    second = true
    fireEvent.keyDown(document.activeElement!, { code: 'Space', key: ' ' })
    await within(column('Proposta enviada')).findByText('Feira de Vinhos', {}, wait)
    expect(moves).toEqual([{ kanbanStatus: { id: 2 }, version: 3 }])
    // Only the two columns are read again, not the board; the card stays where it was dropped.
    await expect.poll(() => [...columnReads].sort(), wait).toEqual([1, 2])
    expect(asked).toHaveLength(1)
    await new Promise((r) => setTimeout(r, 100))
    expect(within(column('Proposta enviada')).getByText('Feira de Vinhos')).toBeTruthy()
    expect(within(column('Novo contato')).queryByText('Feira de Vinhos')).toBeNull()
    expect(screen.getAllByLabelText('1 evento')).toHaveLength(1)
    layout.mockRestore()
  })

  it('a second card dropped before the first move is answered moves too', { timeout: 20_000 }, async () => {
    const layout = layOutColumns()
    let answer: () => void = () => undefined
    const held = new Promise<void>((resolve) => (answer = resolve))
    const { moves } = backend(
      () => boardOf([card(7, 'Feira de Vinhos'), card(8, 'Congresso Médico')]),
      () => HttpResponse.json({}),
    )
    // The first PUT waits until the test lets it go; the second is answered at once.
    server.use(
      route.put('*/events/event/7/kanban-status', async ({ request }) => {
        moves.push(await request.json())
        await held
        return HttpResponse.json({})
      }),
    )
    renderInAdmin(<KanbanPage />)
    await screen.findByRole('list', { name: 'Novo contato' }, wait)
    for (const name of ['Feira de Vinhos', 'Congresso Médico']) {
      const cardEl = await within(column('Novo contato')).findByRole(
        'button',
        { name: new RegExp(name) },
        wait,
      )
      cardEl.focus()
      fireEvent.keyDown(cardEl, { code: 'Space', key: ' ' })
      await screen.findByText(`Cartão ${name} sobre a coluna Novo contato`, {}, wait)
      fireEvent.keyDown(document.activeElement!, { code: 'ArrowRight', key: 'ArrowRight' })
      await screen.findByText(`Cartão ${name} sobre a coluna Proposta enviada`, {}, wait)
      fireEvent.keyDown(document.activeElement!, { code: 'Space', key: ' ' })
      await within(column('Proposta enviada')).findByText(name, {}, wait)
    }
    // Both on their way, both shown where they were dropped.
    await expect.poll(() => moves.length, wait).toBe(2)
    expect(within(column('Proposta enviada')).getByText('Feira de Vinhos')).toBeTruthy()
    expect(within(column('Novo contato')).queryByText('Congresso Médico')).toBeNull()
    answer()
    layout.mockRestore()
  })

  it('a refused move shows the server message and the card returns', { timeout: 20_000 }, async () => {
    const layout = layOutColumns()
    backend(
      () => boardOf([card(7, 'Feira de Vinhos')]),
      () =>
        HttpResponse.json(
          { status: 409, message: 'event.changedInAnotherSession', errors: [] },
          { status: 409 },
        ),
    )
    renderInAdmin(<KanbanPage />)
    const cardEl = await screen.findByRole('button', { name: /Feira de Vinhos/ }, wait)
    cardEl.focus()
    fireEvent.keyDown(cardEl, { code: 'Space', key: ' ' })
    await screen.findByText(/sobre a coluna Novo contato/, {}, wait)
    fireEvent.keyDown(document.activeElement!, { code: 'ArrowRight', key: 'ArrowRight' })
    await screen.findByText(/sobre a coluna Proposta enviada/, {}, wait)
    fireEvent.keyDown(document.activeElement!, { code: 'Space', key: ' ' })
    expect(await screen.findByText(/O evento foi alterado em outra sessão/, {}, wait)).toBeTruthy()
    await within(column('Novo contato')).findByText('Feira de Vinhos', {}, wait)
    expect(within(column('Proposta enviada')).queryByText('Feira de Vinhos')).toBeNull()
    layout.mockRestore()
  })

  it(
    'opens a card: ticks a checklist item with the version, links to the event',
    { timeout: 20_000 },
    async () => {
      const { ticks } = backend(() => boardOf([card(7, 'Feira de Vinhos')]))
      renderInAdmin(<KanbanPage />)
      await userEvent.click(await screen.findByRole('button', { name: /Feira de Vinhos/ }, wait))
      const dialog = await screen.findByRole('dialog', { name: 'Feira de Vinhos' }, wait)
      const visit = await within(dialog).findByRole('checkbox', { name: 'Agendar visita' }, wait)
      expect(within(dialog).getByRole('checkbox', { name: 'Enviar proposta' })).toHaveProperty(
        'checked',
        true,
      )
      await userEvent.click(visit)
      await expect.poll(() => ticks).toEqual([{ items: [{ id: 1, done: true }], version: 3 }])
      await expect.poll(() => (visit as HTMLInputElement).checked).toBe(true)
      expect(within(dialog).getByRole('link', { name: 'Abrir o evento' }).getAttribute('href')).toBe(
        '/event/7',
      )
    },
  )

  it('pages a long column in as it scrolls and renders only part of it', { timeout: 20_000 }, async () => {
    const many = Array.from({ length: 20 }, (_, i) => card(100 + i, `Evento ${i}`))
    backend(() => boardOf(many, [], 45))
    const pages: string[] = []
    server.use(
      route.get('*/events/kanban/1', ({ request }) => {
        const n = Number(new URL(request.url).searchParams.get('page'))
        pages.push(String(n))
        const more = Array.from({ length: n === 2 ? 5 : 20 }, (_, i) =>
          card(200 + n * 20 + i, `Mais ${n}-${i}`),
        )
        return HttpResponse.json({ ...pageOf(more, 45), number: n })
      }),
    )
    renderInAdmin(<KanbanPage />)
    const list = await screen.findByRole('list', { name: 'Novo contato' }, wait)
    // 800 px of view (jsdom has none) shows 7 cards, 4 more either side at most.
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(15)
    expect(pages).toEqual([])
    // Near the end of what is paged in, the next page comes; and again further down.
    fireEvent.scroll(list, { target: { scrollTop: 132 * 14 } })
    await expect.poll(() => pages, wait).toEqual(['1'])
    fireEvent.scroll(list, { target: { scrollTop: 132 * 34 } })
    await expect.poll(() => pages, wait).toEqual(['1', '2'])
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(20)
    expect(screen.getByLabelText('45 eventos')).toBeTruthy()
  })
})
