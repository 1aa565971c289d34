import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import SavedFilters from './SavedFilters'
import { renderInAdmin } from '../../../providers/testing'
import type { SavedFilter } from '../types'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

function savedServer() {
  let saved: SavedFilter[] = [{ id: 1, name: 'Cancelados', filter: { situations: ['CANCELED'] } }]
  const posted: unknown[] = []
  server.use(
    route.get('*/events/event/saved-filters', () => HttpResponse.json(saved)),
    route.post('*/events/event/saved-filters', async ({ request }) => {
      const body = (await request.json()) as { name: string; filter: SavedFilter['filter'] }
      posted.push(body)
      saved = [...saved, { id: 2, name: body.name, filter: body.filter }]
      return HttpResponse.json(saved[1], { status: 201 })
    }),
    route.delete('*/events/event/saved-filters/:id', ({ params }) => {
      saved = saved.filter((f) => f.id !== Number(params.id))
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return posted
}

describe('SavedFilters', { timeout: 20_000 }, () => {
  it('saves the current filter under a name, applies one, deletes one', async () => {
    const posted = savedServer()
    const onApply = vi.fn()
    const user = userEvent.setup({ delay: null })
    renderInAdmin(<SavedFilters current={{ waitList: true, search: 'gala' }} onApply={onApply} />)

    await user.click(screen.getByRole('button', { name: 'Salvar filtro' }))
    await user.type(await screen.findByRole('textbox', { name: /Nome do filtro/ }), 'Galas na espera')
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(posted).toEqual([
        expect.objectContaining({ name: 'Galas na espera', filter: { waitList: true, search: 'gala' } }),
      ]),
    )
    expect(await screen.findByText('Filtro salvo')).toBeTruthy()

    await user.click(await screen.findByRole('button', { name: 'Filtros salvos' }))
    const list = await screen.findByRole('dialog', { name: 'Filtros salvos' })
    await within(list).findByText('Galas na espera')
    await user.click(within(list).getByRole('button', { name: 'Excluir o filtro Galas na espera' }))
    await waitFor(() => expect(within(list).queryByText('Galas na espera')).toBeNull())
    await user.click(within(list).getByRole('button', { name: 'Cancelados' }))
    expect(onApply).toHaveBeenCalledWith({ situations: ['CANCELED'] })
  })
})
