import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import { renderInAdmin } from '../../../providers/testing'
import EquipmentTab from './EquipmentTab'
import DiscountTab from './DiscountTab'
import FoodTab from './FoodTab'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const page = (content: unknown[]) =>
  HttpResponse.json({ content, totalElements: content.length, totalPages: 1, number: 0, size: 20 })
const room = {
  id: 31,
  environment: { id: 2, name: 'Salão Azul' },
  startDateHour: '2027-03-01T08:00:00',
  endDateHour: '2027-03-01T18:00:00',
}
const projector = {
  id: 1,
  type: 'EQUIPMENT',
  equipment: { id: 9, name: 'Projetor' },
  eventEnvironment: { id: 31 },
  startDateHour: '2027-03-01T08:00:00',
  endDateHour: '2027-03-01T12:00:00',
  amount: 2,
  dailyRate: 150,
  extra: false,
}

/** Event 12 at version 3 with one environment and one equipment item; `refuse` answers the writes. */
function equipmentServer(refuse?: () => Response) {
  let version = 3
  let content: Record<string, unknown>[] = [projector]
  const writes: { method: string; url: string; body?: Record<string, unknown> }[] = []
  server.use(
    route.get('*/events/currency-company/active', () => HttpResponse.json([])),
    route.get('*/events/configuration', () => HttpResponse.json([])),
    route.get('*/events/event/12/environment', () =>
      HttpResponse.json({ eventVersion: version, content: [room] }),
    ),
    route.get('*/events/event/12/equipment', () => HttpResponse.json({ eventVersion: version, content })),
    route.get('*/events/equipment/autocomplete', () =>
      page([
        { id: 9, name: 'Projetor' },
        { id: 10, name: 'Microfone' },
      ]),
    ),
    route.get('*/events/equipment/10', () =>
      HttpResponse.json({ id: 10, name: 'Microfone', type: 'EQUIPMENT', dailyRate: 35, stock: 8 }),
    ),
    route.post('*/events/event/12/equipment', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      writes.push({ method: 'POST', url: request.url, body })
      if (refuse) return refuse()
      version += 1
      content = [...content, { ...body, id: 2, equipment: { id: 10, name: 'Microfone' } }]
      return HttpResponse.json({ eventVersion: version, content, id: 2 }, { status: 201 })
    }),
    route.delete('*/events/event/12/equipment/1', ({ request }) => {
      writes.push({ method: 'DELETE', url: request.url })
      version += 1
      content = []
      return HttpResponse.json({ eventVersion: version, content })
    }),
  )
  return writes
}

const renderEquipment = (period?: { start: string; end: string }) => {
  const onVersion = vi.fn()
  renderInAdmin(
    <EquipmentTab eventId={12} version={3} period={period} onVersion={onVersion} onFailure={vi.fn()} />,
  )
  return onVersion
}

async function fillMicrophone(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Adicionar equipamento ou serviço' }))
  await user.click(screen.getByRole('combobox', { name: /^Equipamento/ }))
  await user.click(await screen.findByRole('option', { name: 'Microfone' }))
  await user.click(screen.getByRole('combobox', { name: /^Ambiente do evento/ }))
  await user.click(await screen.findByRole('option', { name: /Salão Azul/ }))
  // The times start as the room's booking (08:00–18:00); these are typed over them.
  const start = screen.getByRole('textbox', { name: /^Início(\s*\*)?$/ })
  await user.clear(start)
  await user.type(start, '01/03/2027 09:00')
  const end = screen.getByRole('textbox', { name: /^Fim(\s*\*)?$/ })
  await user.clear(end)
  await user.type(end, '01/03/2027 11:00')
}

describe('item tabs drawn from the sub-item schemas', { timeout: 90_000 }, () => {
  it('equipment: lists type in words, the equipment, its room and amount', async () => {
    equipmentServer()
    renderEquipment()
    const row = (await screen.findByRole('cell', { name: 'Projetor' })).closest('tr') as HTMLElement
    expect(within(row).getByText('Equipamento')).toBeTruthy()
    await waitFor(() => expect(within(row).getByText(/Salão Azul · 01\/03\/2027 08:00/)).toBeTruthy())
    expect(within(row).getByText('2')).toBeTruthy()
  })

  it('equipment: the form asks for what is missing, then adds with the event version and the room picked', async () => {
    const writes = equipmentServer()
    const user = userEvent.setup({ delay: null })
    const onVersion = renderEquipment()
    await fillMicrophone(user)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Quantidade deve ser informado')).toBeTruthy()
    expect(writes).toHaveLength(0)
    await user.type(screen.getByRole('spinbutton', { name: /^Quantidade/ }), '3')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByRole('cell', { name: 'Microfone' })).toBeTruthy()
    expect(writes[0].body).toMatchObject({
      eventVersion: 3,
      equipment: { id: 10 },
      eventEnvironment: { id: 31 },
      startDateHour: '2027-03-01T09:00:00',
      endDateHour: '2027-03-01T11:00:00',
      amount: 3,
      extra: false,
    })
    expect(onVersion).toHaveBeenCalledWith(4)
  })

  it('equipment: "saved, with warnings" says the warnings themselves', async () => {
    equipmentServer()
    server.use(
      route.post('*/events/event/12/equipment', () =>
        HttpResponse.json(
          {
            eventVersion: 4,
            content: [projector],
            id: 2,
            warnings: [{ field: 'esteemedPeople', message: 'event.esteemedPeopleOverCapacity' }],
          },
          { status: 201 },
        ),
      ),
    )
    const user = userEvent.setup({ delay: null })
    renderEquipment()
    await fillMicrophone(user)
    await user.type(screen.getByRole('spinbutton', { name: /^Quantidade/ }), '3')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(
      await screen.findByText(
        'Registro salvo, com avisos: As pessoas estimadas excedem a capacidade do ambiente neste formato',
      ),
    ).toBeTruthy()
  })

  it('equipment: a stock refusal is said once, on the amount, with how many units are left', async () => {
    equipmentServer(() =>
      HttpResponse.json(
        {
          status: 409,
          message: 'event.equipmentStock',
          errors: [{ field: 'amount', message: 'event.equipmentStock' }],
          available: 4,
        },
        { status: 409 },
      ),
    )
    const user = userEvent.setup({ delay: null })
    renderEquipment()
    await fillMicrophone(user)
    await user.type(screen.getByRole('spinbutton', { name: /^Quantidade/ }), '300')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    // On the amount it is about, and nowhere else.
    const said = await screen.findAllByText(/estoque/i)
    expect(said.map((e) => e.textContent)).toEqual([
      'Estoque insuficiente deste equipamento para o período (disponíveis: 4)',
    ])
    expect((screen.getByRole('spinbutton', { name: /^Quantidade/ }) as HTMLInputElement).value).toBe('300')
  })

  it("equipment: a new item starts within the event's first booked room; the equipment picked brings its daily rate, which is sent", async () => {
    const writes = equipmentServer()
    const user = userEvent.setup({ delay: null })
    // The event runs two days; its room is booked 08:00–18:00 on the first. Starting at the
    // event's end made the first save fail outside the room's hours.
    renderEquipment({ start: '2027-03-01T07:00:00', end: '2027-03-02T18:00:00' })
    // The room's booking is read before the form opens (the list shows it).
    await screen.findByText(/Salão Azul · 01\/03\/2027 08:00/)
    await user.click(await screen.findByRole('button', { name: 'Adicionar equipamento ou serviço' }))
    expect((screen.getByRole('textbox', { name: /^Início(\s*\*)?$/ }) as HTMLInputElement).value).toBe(
      '01/03/2027 08:00',
    )
    expect((screen.getByRole('textbox', { name: /^Fim(\s*\*)?$/ }) as HTMLInputElement).value).toBe(
      '01/03/2027 18:00',
    )
    await user.click(screen.getByRole('combobox', { name: /^Equipamento/ }))
    await user.click(await screen.findByRole('option', { name: 'Microfone' }))
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Diária' }) as HTMLInputElement).value).toMatch(/35,00/),
    )
    await user.type(screen.getByRole('spinbutton', { name: /^Quantidade/ }), '2')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(writes).toHaveLength(1))
    expect(writes[0].body).toMatchObject({
      equipment: { id: 10 },
      startDateHour: '2027-03-01T08:00:00',
      endDateHour: '2027-03-01T18:00:00',
      dailyRate: 35,
      amount: 2,
    })
  })

  it('equipment: delete asks first and sends the event version', async () => {
    const writes = equipmentServer()
    const user = userEvent.setup({ delay: null })
    renderEquipment()
    await user.click(await screen.findByRole('button', { name: 'Excluir Projetor' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }))
    expect(await screen.findByText('Nenhum equipamento ou serviço neste evento.')).toBeTruthy()
    expect(writes[0].method).toBe('DELETE')
    expect(new URL(writes[0].url).searchParams.get('eventVersion')).toBe('3')
  })

  it('food and beverage shows meals, menus and room service, each with its own list', async () => {
    server.use(
      route.get('*/events/currency-company/active', () => HttpResponse.json([])),
      route.get('*/events/event/12/meal', () => HttpResponse.json({ eventVersion: 3, content: [] })),
      route.get('*/events/event/12/menu', () =>
        HttpResponse.json({
          eventVersion: 3,
          content: [
            {
              id: 4,
              name: 'Coffee break',
              value: 1200,
              items: [{ description: 'Café', value: 10, amount: 120 }],
            },
          ],
        }),
      ),
      route.get('*/events/event/12/room-service', () =>
        HttpResponse.json({
          eventVersion: 3,
          content: [{ id: 5, name: 'Frigobar', chargeType: 'PER_PERSON', value: 40 }],
        }),
      ),
    )
    renderInAdmin(<FoodTab eventId={12} version={3} onVersion={vi.fn()} onFailure={vi.fn()} />)
    expect(await screen.findByRole('heading', { name: 'Refeições' })).toBeTruthy()
    expect(await screen.findByText('Nenhuma refeição neste evento.')).toBeTruthy()
    const menu = (await screen.findByRole('cell', { name: 'Coffee break' })).closest('tr') as HTMLElement
    expect(within(menu).getByText(/R\$\s1\.200,00/)).toBeTruthy()
    const service = (await screen.findByRole('cell', { name: 'Frigobar' })).closest('tr') as HTMLElement
    expect(within(service).getByText('Por pessoa')).toBeTruthy()
  })

  it('food and beverage: the meal place offers only rooms that allow meals (the autocomplete is asked for them)', async () => {
    const asked: URLSearchParams[] = []
    const rooms = [
      { id: 2, name: 'Salão Azul', allowsMeals: true },
      { id: 3, name: 'Auditório', allowsMeals: false },
    ]
    server.use(
      route.get('*/events/currency-company/active', () => HttpResponse.json([])),
      route.get('*/events/configuration', () => HttpResponse.json([])),
      route.get('*/events/event/12/meal', () => HttpResponse.json({ eventVersion: 3, content: [] })),
      route.get('*/events/event/12/menu', () => HttpResponse.json({ eventVersion: 3, content: [] })),
      route.get('*/events/event/12/room-service', () => HttpResponse.json({ eventVersion: 3, content: [] })),
      route.get('*/events/meal/autocomplete', () => page([])),
      route.get('*/events/environment/autocomplete', ({ request }) => {
        const q = new URL(request.url).searchParams
        asked.push(q)
        return page(rooms.filter((r) => q.get('allowsMeals') !== 'true' || r.allowsMeals))
      }),
    )
    const user = userEvent.setup({ delay: null })
    renderInAdmin(<FoodTab eventId={12} version={3} onVersion={vi.fn()} onFailure={vi.fn()} />)
    await user.click(await screen.findByRole('button', { name: 'Adicionar refeição' }))
    await user.click(screen.getByRole('combobox', { name: /^Local da refeição/ }))
    expect(await screen.findByRole('option', { name: 'Salão Azul' })).toBeTruthy()
    expect(screen.queryByRole('option', { name: 'Auditório' })).toBeNull()
    expect(asked.at(-1)?.get('allowsMeals')).toBe('true')
  })

  it('discount: the fields follow the type, and only the shown ones are sent', async () => {
    const bodies: Record<string, unknown>[] = []
    server.use(
      route.get('*/events/currency-company/active', () => HttpResponse.json([])),
      route.get('*/events/configuration', () => HttpResponse.json([])),
      route.get('*/events/event/12/discount', () => HttpResponse.json({ eventVersion: 3, content: [] })),
      route.post('*/events/event/12/discount', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        bodies.push(body)
        return HttpResponse.json({ eventVersion: 4, content: [{ ...body, id: 1 }], id: 1 }, { status: 201 })
      }),
    )
    const user = userEvent.setup({ delay: null })
    renderInAdmin(<DiscountTab eventId={12} version={3} onVersion={vi.fn()} onFailure={vi.fn()} />)
    await user.click(await screen.findByRole('button', { name: 'Adicionar desconto' }))
    // Over the maximum: an error on this field, until the field leaves the form.
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '1000000000')
    expect(screen.queryByRole('textbox', { name: 'Ambientes' })).toBeNull()
    await user.click(screen.getByRole('combobox', { name: /^Tipo/ }))
    await user.click(await screen.findByRole('option', { name: 'Por área' }))
    expect(screen.queryByRole('textbox', { name: 'Valor' })).toBeNull()
    await user.type(screen.getByRole('textbox', { name: 'Ambientes' }), '80')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ type: 'BY_AREA', environmentValue: 80, eventVersion: 3 })
    // The total value typed before the switch is neither checked nor sent.
    expect(bodies[0]).not.toHaveProperty('value')
  })
})
