import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import { renderInAdmin } from '../testing'
import EnvironmentTab from './EnvironmentTab'
import type { EnvironmentItem } from './environmentTypes'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const hall: EnvironmentItem = { id: 1, environment: { id: 7, name: 'Salão Nobre' }, startDateHour: '2027-03-01T08:00:00', endDateHour: '2027-03-01T18:00:00', dailyRate: 1500 }
const rooms = [{ id: 7, name: 'Salão Nobre' }, { id: 8, name: 'Auditório' }]

/** One event (12) at a version, its environments, and the room registry the form reads. */
function itemServer(answer?: () => Response) {
  let version = 3
  let content = [hall]
  const posts: Record<string, unknown>[] = []
  server.use(
    route.get('*/events/currency-company/active', () => HttpResponse.json([])),
    route.get('*/events/event/12/environment', () => HttpResponse.json({ eventVersion: version, content })),
    route.get('*/events/environment/autocomplete', () => HttpResponse.json({ content: rooms, totalElements: 2, totalPages: 1, number: 0, size: 20 })),
    route.get('*/events/environment/8', () => HttpResponse.json({ ...rooms[1], formats: [{ format: { id: 3, name: 'Auditório' }, capacity: 120 }] })),
    route.post('*/events/event/12/environment', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      posts.push(body)
      if (answer) return answer()
      version += 1
      content = [...content, { ...(body as unknown as EnvironmentItem), id: 2, environment: rooms[1], environmentFormat: { id: 3, name: 'Auditório' } }]
      return HttpResponse.json({ eventVersion: version, content, id: 2 }, { status: 201 })
    }),
  )
  return posts
}

const renderTab = (onVersion = vi.fn(), onFailure = vi.fn()) => {
  renderInAdmin(<EnvironmentTab eventId={12} version={3} onVersion={onVersion} onFailure={onFailure} />)
  return { onVersion, onFailure }
}

/** Fills the new-environment form: the room, its format and the period with an assembly start. */
async function fillNew(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Adicionar ambiente' }))
  await user.click(screen.getByRole('combobox', { name: /^Ambiente/ }))
  await user.click(await screen.findByRole('option', { name: 'Auditório' }))
  await user.click(screen.getByRole('combobox', { name: /Formato/ }))
  await user.click(await screen.findByRole('option', { name: 'Auditório (120)' }))
  await user.type(screen.getByRole('textbox', { name: /^Início(\s*\*)?$/ }), '02/03/2027 09:00')
  await user.type(screen.getByRole('textbox', { name: /^Fim(\s*\*)?$/ }), '02/03/2027 17:00')
  await user.type(screen.getByRole('textbox', { name: 'Início da montagem' }), '02/03/2027 07:00')
  await user.type(screen.getByRole('spinbutton', { name: 'Pessoas estimadas' }), '80')
}

describe('EnvironmentTab', { timeout: 30_000 }, () => {
  it('lists the environments with their period and daily rate', async () => {
    itemServer()
    renderTab()
    const row = (await screen.findByRole('cell', { name: 'Salão Nobre' })).closest('tr') as HTMLElement
    expect(within(row).getByText('01/03/2027 08:00')).toBeTruthy()
    expect(within(row).getByText(/R\$\s1\.500,00/)).toBeTruthy()
  })

  it('says what is missing, then saves with the event version and returns to the list', async () => {
    const posts = itemServer()
    const user = userEvent.setup({ delay: null })
    const { onVersion } = renderTab()
    await user.click(await screen.findByRole('button', { name: 'Adicionar ambiente' }))
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Ambiente deve ser informado')).toBeTruthy()
    expect(posts).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    await fillNew(user)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByRole('button', { name: 'Alterar Auditório' }, { timeout: 5000 })).toBeTruthy()
    expect(posts[0]).toMatchObject({
      eventVersion: 3, environment: { id: 8 }, environmentFormat: { id: 3 }, startDateHour: '2027-03-02T09:00:00', endDateHour: '2027-03-02T17:00:00',
      assemblyStart: '2027-03-02T07:00:00', esteemedPeople: 80, privateEnvironment: false, extra: false,
    })
    expect(onVersion).toHaveBeenCalledWith(4)
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull()
  })

  it('a stale version (409) shows the message above the form and reports it to the page', async () => {
    itemServer(() => HttpResponse.json({ status: 409, message: 'event.changedInAnotherSession', errors: [] }, { status: 409 }))
    const user = userEvent.setup({ delay: null })
    const { onFailure } = renderTab()
    await fillNew(user)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('O evento foi alterado em outra sessão; o processo precisa ser reiniciado')).toBeTruthy()
    await waitFor(() => expect(onFailure).toHaveBeenCalled())
    // The form stays with what was typed, for after the reload.
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy()
  })

  it('a room already taken is refused with its translated message', async () => {
    itemServer(() => HttpResponse.json({ status: 409, message: 'event.environmentNotAvailable', errors: [] }, { status: 409 }))
    const user = userEvent.setup({ delay: null })
    renderTab()
    await fillNew(user)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('O ambiente não está disponível no período')).toBeTruthy()
  })

  it('a refused delete (room with equipment) is said above the list', async () => {
    itemServer()
    server.use(route.delete('*/events/event/12/environment/1', ({ request }) =>
      new URL(request.url).searchParams.get('eventVersion') === '3'
        ? HttpResponse.json({ status: 409, message: 'event.environmentHasEquipment', errors: [] }, { status: 409 })
        : HttpResponse.json({ status: 409, message: 'event.changedInAnotherSession', errors: [] }, { status: 409 })))
    const user = userEvent.setup({ delay: null })
    renderTab()
    await user.click(await screen.findByRole('button', { name: 'Excluir Salão Nobre' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }))
    expect(await screen.findByText('O ambiente possui equipamentos vinculados e não pode ser removido')).toBeTruthy()
    expect(screen.getByRole('cell', { name: 'Salão Nobre' })).toBeTruthy()
  })
})
