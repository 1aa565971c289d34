import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { useLocation } from 'react-router-dom'
import { signInForTest } from '../../../providers/testSession'
import { renderInAdmin } from '../../../providers/testing'
import EnvironmentTab from './EnvironmentTab'
import type { EnvironmentItem } from './environmentTypes'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const hall: EnvironmentItem = {
  id: 1,
  environment: { id: 7, name: 'Salão Nobre' },
  startDateHour: '2027-03-01T08:00:00',
  endDateHour: '2027-03-01T18:00:00',
  dailyRate: 1500,
}
const rooms = [
  { id: 7, name: 'Salão Nobre' },
  { id: 8, name: 'Auditório' },
]

/** One event (12) at a version, its environments, the room registry and the setting the form reads. */
function itemServer(answer?: () => Response, setupDatesRequired = true) {
  let version = 3
  let content = [hall]
  const posts: Record<string, unknown>[] = []
  server.use(
    route.get('*/events/currency-company/active', () => HttpResponse.json([])),
    route.get('*/events/configuration', () =>
      HttpResponse.json([{ name: 'SETUP_DATES_REQUIRED', value: setupDatesRequired }]),
    ),
    route.get('*/events/event/12/environment', () => HttpResponse.json({ eventVersion: version, content })),
    route.get('*/events/environment/autocomplete', () =>
      HttpResponse.json({ content: rooms, totalElements: 2, totalPages: 1, number: 0, size: 20 }),
    ),
    route.get('*/events/environment/8', () =>
      HttpResponse.json({
        ...rooms[1],
        dailyRate: 900,
        formats: [{ format: { id: 3, name: 'Auditório' }, capacity: 120 }],
      }),
    ),
    route.post('*/events/event/12/environment', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      posts.push(body)
      if (answer) return answer()
      version += 1
      content = [
        ...content,
        {
          ...(body as unknown as EnvironmentItem),
          id: 2,
          environment: rooms[1],
          environmentFormat: { id: 3, name: 'Auditório' },
        },
      ]
      return HttpResponse.json({ eventVersion: version, content, id: 2 }, { status: 201 })
    }),
  )
  return posts
}

const renderTab = (onVersion = vi.fn(), onFailure = vi.fn(), period?: { start: string; end: string }) => {
  renderInAdmin(
    <EnvironmentTab eventId={12} version={3} period={period} onVersion={onVersion} onFailure={onFailure} />,
  )
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

describe('EnvironmentTab', { timeout: 60_000 }, () => {
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
      eventVersion: 3,
      environment: { id: 8 },
      environmentFormat: { id: 3 },
      startDateHour: '2027-03-02T09:00:00',
      endDateHour: '2027-03-02T17:00:00',
      assemblyStart: '2027-03-02T07:00:00',
      esteemedPeople: 80,
      privateEnvironment: false,
      extra: false,
    })
    expect(onVersion).toHaveBeenCalledWith(4)
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull()
  })

  it('a stale version (409) shows the message above the form and reports it to the page', async () => {
    itemServer(() =>
      HttpResponse.json(
        { status: 409, message: 'event.changedInAnotherSession', errors: [] },
        { status: 409 },
      ),
    )
    const user = userEvent.setup({ delay: null })
    const { onFailure } = renderTab()
    await fillNew(user)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(
      await screen.findByText('O evento foi alterado em outra sessão; o processo precisa ser reiniciado'),
    ).toBeTruthy()
    await waitFor(() => expect(onFailure).toHaveBeenCalled())
    // The form stays with what was typed, for after the reload.
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy()
  })

  it('a room already taken is refused once, on the room, naming what holds it', async () => {
    const conflicts = [
      {
        type: 'EVENT',
        id: 40,
        eventId: 5,
        name: 'Casamento Premium',
        environment: { id: 8 },
        start: '2027-03-02T06:00:00',
        end: '2027-03-02T20:00:00',
      },
      {
        type: 'EVENT',
        id: 41,
        eventId: 6,
        name: null,
        environment: { id: 8 },
        start: '2027-03-02T21:00:00',
        end: '2027-03-02T23:00:00',
      },
      {
        type: 'MAINTENANCE',
        id: 70,
        name: null,
        environment: { id: 8 },
        start: '2027-03-02T05:00:00',
        end: '2027-03-02T06:00:00',
      },
    ]
    const body = {
      status: 409,
      message: 'event.environmentNotAvailable',
      errors: [{ field: 'environment', message: 'event.environmentNotAvailable', target: 'environment' }],
      conflicts,
    }
    itemServer(() => HttpResponse.json(body, { status: 409 }))
    const user = userEvent.setup({ delay: null })
    renderTab()
    await fillNew(user)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    const said = await screen.findAllByText(/O ambiente não está disponível no período/)
    expect(said).toHaveLength(1)
    expect(said[0].textContent).toBe(
      'O ambiente não está disponível no período: ocupado pelo evento «Casamento Premium» (#5) de 02/03/2027 06:00 a 02/03/2027 20:00; ' +
        'ocupado por outro evento de 02/03/2027 21:00 a 02/03/2027 23:00; em manutenção de 02/03/2027 05:00 a 02/03/2027 06:00',
    )
  })

  it('a new room opens with dates the server takes (an assembly slot at the event start) and saves as it opens', async () => {
    const posts = itemServer()
    const user = userEvent.setup({ delay: null })
    renderTab(vi.fn(), vi.fn(), { start: '2027-03-01T08:00:00', end: '2027-03-03T18:00:00' })
    await user.click(await screen.findByRole('button', { name: 'Adicionar ambiente' }))
    const box = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement
    await waitFor(() => expect(box('Início da montagem').value).toBe('01/03/2027 08:00'))
    expect(box(/^Início(\s*\*)?$/).value).toBe('01/03/2027 09:00')
    expect(box(/^Fim(\s*\*)?$/).value).toBe('03/03/2027 18:00')
    await user.click(screen.getByRole('combobox', { name: /^Ambiente/ }))
    await user.click(await screen.findByRole('option', { name: 'Auditório' }))
    // Without any assembly or disassembly date the form says so, as the server would, and sends nothing.
    await user.clear(box('Início da montagem'))
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Informe ao menos uma data de montagem ou desmontagem')).toBeTruthy()
    expect(posts).toHaveLength(0)
    await user.type(box('Início da montagem'), '01/03/2027 08:00')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({
      environment: { id: 8 },
      assemblyStart: '2027-03-01T08:00:00',
      startDateHour: '2027-03-01T09:00:00',
      endDateHour: '2027-03-03T18:00:00',
    })
  })

  it("with SETUP_DATES_REQUIRED off a new room starts with the event's dates and the room's daily rate, and saves what it shows", async () => {
    const posts = itemServer(undefined, false)
    const user = userEvent.setup({ delay: null })
    renderTab(vi.fn(), vi.fn(), { start: '2027-03-01T08:00:00', end: '2027-03-03T18:00:00' })
    await user.click(await screen.findByRole('button', { name: 'Adicionar ambiente' }))
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /^Início(\s*\*)?$/ }) as HTMLInputElement).value).toBe(
        '01/03/2027 08:00',
      ),
    )
    expect((screen.getByRole('textbox', { name: 'Início da montagem' }) as HTMLInputElement).value).toBe('')
    expect((screen.getByRole('textbox', { name: /^Fim(\s*\*)?$/ }) as HTMLInputElement).value).toBe(
      '03/03/2027 18:00',
    )
    await user.click(screen.getByRole('combobox', { name: /^Ambiente/ }))
    await user.click(await screen.findByRole('option', { name: 'Auditório' }))
    await waitFor(() =>
      expect((screen.getByRole('spinbutton', { name: 'Diária' }) as HTMLInputElement).value).toBe('900'),
    )
    await user.type(screen.getByRole('textbox', { name: 'Atividade' }), 'Palestra')
    await user.type(screen.getByRole('spinbutton', { name: 'Diárias de cortesia' }), '1')
    await user.type(screen.getByRole('spinbutton', { name: 'Diárias de cortesia da montagem' }), '2')
    await user.type(screen.getByRole('textbox', { name: 'Início da montagem' }), '01/03/2027 07:00')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({
      environment: { id: 8 },
      startDateHour: '2027-03-01T08:00:00',
      endDateHour: '2027-03-03T18:00:00',
      dailyRate: 900,
      activity: 'Palestra',
      courtesyDailies: 1,
      assemblyCourtesyDailies: 2,
    })
  })

  it("a daily rate typed over the room's is the one saved; empty assembly rates say whose they will be", async () => {
    const posts = itemServer()
    const user = userEvent.setup({ delay: null })
    renderTab(vi.fn(), vi.fn(), { start: '2027-03-01T08:00:00', end: '2027-03-03T18:00:00' })
    await user.click(await screen.findByRole('button', { name: 'Adicionar ambiente' }))
    await user.click(screen.getByRole('combobox', { name: /^Ambiente/ }))
    await user.click(await screen.findByRole('option', { name: 'Auditório' }))
    const rate = screen.getByRole('spinbutton', { name: 'Diária' }) as HTMLInputElement
    await waitFor(() => expect(rate.value).toBe('900'))
    // The rates the server fills in when left empty say so.
    expect(screen.getAllByText('Em branco: a taxa padrão do estabelecimento')).toHaveLength(2)
    await user.clear(rate)
    await user.type(rate, '750')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({ dailyRate: 750 })
  })

  it('a refused delete (room with equipment) is said above the list', async () => {
    itemServer()
    server.use(
      route.delete('*/events/event/12/environment/1', ({ request }) =>
        new URL(request.url).searchParams.get('eventVersion') === '3'
          ? HttpResponse.json(
              { status: 409, message: 'event.environmentHasEquipment', errors: [] },
              { status: 409 },
            )
          : HttpResponse.json(
              { status: 409, message: 'event.changedInAnotherSession', errors: [] },
              { status: 409 },
            ),
      ),
    )
    const user = userEvent.setup({ delay: null })
    renderTab()
    await user.click(await screen.findByRole('button', { name: 'Excluir Salão Nobre' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }))
    expect(
      await screen.findByText('O ambiente possui equipamentos vinculados e não pode ser removido'),
    ).toBeTruthy()
    expect(screen.getByRole('cell', { name: 'Salão Nobre' })).toBeTruthy()
  })

  it('issue 35: a room picked in the suggestion opens the add form with it, its period within the event, and saves', async () => {
    // Whoever may open the suggestion is offered it from the tab.
    signInForTest({}, ['ENVIRONMENT_SUGGEST'])
    const posts = itemServer()
    const user = userEvent.setup({ delay: null })
    function Where() {
      const { search } = useLocation()
      return <output data-testid="where">{search}</output>
    }
    renderInAdmin(
      <>
        <EnvironmentTab
          eventId={12}
          version={3}
          period={{ start: '2027-03-02T08:00:00', end: '2027-03-02T18:00:00' }}
          onVersion={vi.fn()}
          onFailure={vi.fn()}
        />
        <Where />
      </>,
      // The suggestion's period starts before the event: the room's starts with the event.
      '/?tab=environment&addRoom=8&roomStart=2027-03-02T06:00:00&roomEnd=2027-03-02T17:00:00&roomFormat=3&roomPeople=40',
    )
    expect(await screen.findByText(/Ambiente escolhido na sugestão/)).toBeTruthy()
    expect(screen.getByText(/ajustado às datas do evento/)).toBeTruthy()
    // The URL no longer carries the room: a reload does not offer it again.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?tab=environment'))
    const room = screen.getByRole('combobox', { name: /^Ambiente/ }) as HTMLInputElement
    await waitFor(() => expect(room.value).toBe('Auditório'))
    expect((screen.getByRole('spinbutton', { name: 'Pessoas estimadas' }) as HTMLInputElement).value).toBe(
      '40',
    )
    await waitFor(() =>
      expect((screen.getByRole('spinbutton', { name: 'Diária' }) as HTMLInputElement).value).toBe('900'),
    )
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    // SETUP_DATES_REQUIRED on: an hour's assembly at the start (roomPrefill), the occupied period the suggestion's.
    expect(posts[0]).toMatchObject({
      eventVersion: 3,
      environment: { id: 8 },
      environmentFormat: { id: 3 },
      esteemedPeople: 40,
      assemblyStart: '2027-03-02T08:00:00',
      startDateHour: '2027-03-02T09:00:00',
      endDateHour: '2027-03-02T17:00:00',
      dailyRate: 900,
    })
    expect(await screen.findByRole('button', { name: 'Alterar Auditório' }, { timeout: 5000 })).toBeTruthy()
    // The list offers the suggestion for this event.
    expect(screen.getByRole('link', { name: 'Sugerir ambiente' }).getAttribute('href')).toBe(
      '/environment-suggest?event=12',
    )
  })
})
