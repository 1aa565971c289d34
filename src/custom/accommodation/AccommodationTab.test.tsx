import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import AccommodationTab from './AccommodationTab'
import type { Accommodation } from './types'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const block: Accommodation = {
  id: 7,
  event: { id: 12 },
  holder: { id: 4, name: 'Ana Prado' },
  reservationLocator: 'LOC-9',
  type: 'GUARANTEED',
  deadlineDate: '2027-02-01',
  deadlineType: 'PERCENTAGE',
  deadlineValue: 80,
  reservationSituation: 'PRE_RESERVATION',
  pension: { id: 2, name: 'Meia pensão' },
  situation: 'ACTIVE',
  channelBookingReservation: { cmConfirmationId: 'CM-100', guid: 'g-77' },
  pickup: {
    cutoffDate: '2027-02-01',
    released: false,
    agreedRoomNights: 20,
    pickedUpRoomNights: 14,
    attritionPercent: 33.33,
    requiredPercent: 80,
    belowContract: true,
  },
  reservations: [
    {
      id: 70,
      hostingUnitType: { id: 3, name: 'Luxo' },
      startDate: '2027-03-10',
      endDate: '2027-03-12',
      paxType: 'BOTH',
      roomQuantity: 10,
      paxPerRoom: 2,
      currency: 'BRL',
      dailyRates: [
        { date: '2027-03-10', value: 450 },
        { date: '2027-03-11', value: 480 },
      ],
      guests: [{ name: 'Carla Dias' }],
    },
  ],
}
const page = (content: unknown[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 20,
})

/** Event 12 at version 3 with one block; `answer` overrides the block writes. */
function backend(answer?: (method: string) => Response | undefined) {
  let version = 3
  let content: Accommodation[] = [block]
  const writes: { method: string; url: string; body?: Record<string, unknown> }[] = []
  const write =
    (method: string) =>
    async ({ request }: { request: Request }) => {
      const body =
        request.method === 'DELETE'
          ? undefined
          : ((await request.json().catch(() => undefined)) as Record<string, unknown>)
      writes.push({ method, url: request.url, body })
      const forced = answer?.(method)
      if (forced) return forced
      version += 1
      if (method === 'POST') content = [...content, { ...block, id: 8, reservations: [] }]
      if (method === 'DELETE') content = []
      return HttpResponse.json({ id: 8, eventVersion: version }, { status: method === 'POST' ? 201 : 200 })
    }
  server.use(
    route.get('*/events/currency-company/active', () =>
      HttpResponse.json([{ isoCode: 'BRL', symbol: 'R$', main: true }]),
    ),
    route.get('*/events/event/12/event-accommodation', () =>
      HttpResponse.json({ eventVersion: version, content }),
    ),
    route.get('*/events/person/autocomplete', () =>
      HttpResponse.json(page([{ id: 4, name: 'Ana Prado', document: '12345678000190' }])),
    ),
    route.get('*/events/pension/autocomplete', () =>
      HttpResponse.json(page([{ id: 2, name: 'Meia pensão' }])),
    ),
    route.get('*/events/hosting-unit-type/autocomplete', () =>
      HttpResponse.json(
        page([
          { id: 3, name: 'Luxo' },
          { id: 5, name: 'Standard' },
        ]),
      ),
    ),
    route.get('*/events/channel-integration/autocomplete/channel-uh', ({ request }) => {
      writes.push({ method: 'CHANNEL-UH', url: request.url })
      return HttpResponse.json(
        page([
          { id: 3, name: 'Luxo', code: 'LUX', total: 10, available: 4 },
          { id: 5, name: 'Standard', code: 'STD', total: 8, available: 0 },
        ]),
      )
    }),
    route.get('*/events/channel-integration/rates/lookup', ({ request }) => {
      const q = new URL(request.url).searchParams
      writes.push({ method: 'LOOKUP', url: request.url })
      return HttpResponse.json({
        currency: 'BRL',
        symbol: 'R$',
        dailyRates: [
          { date: q.get('startDate'), value: 300 },
          { date: '2027-03-11', value: 320 },
        ],
        totalRateValue: 620,
        averageDaily: 310,
      })
    }),
    route.get('*/events/event/12/event-accommodation/7/pickup', () =>
      HttpResponse.json([
        {
          date: '2027-03-10',
          hostingUnitType: { id: 3, name: 'Luxo' },
          agreed: 10,
          blocked: 10,
          pickedUp: 6,
        },
        { date: '2027-03-11', hostingUnitType: { id: 3, name: 'Luxo' }, agreed: 10, blocked: 8, pickedUp: 8 },
      ]),
    ),
    route.post('*/events/event/event-accommodation', write('POST')),
    route.put('*/events/event/event-accommodation', write('PUT')),
    route.post('*/events/event/event-accommodation/duplicate-accommodation/7', write('DUPLICATE')),
    route.delete('*/events/event/event-accommodation/7', write('DELETE')),
    route.post('*/events/event/event-accommodation/7/channel', write('CHANNEL')),
  )
  return writes
}

const renderTab = () => {
  const onVersion = vi.fn()
  renderInAdmin(
    <AccommodationTab eventId={12} version={3} onVersion={onVersion} onFailure={() => undefined} />,
  )
  return { onVersion }
}
const typeDate = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })

async function pick(user: ReturnType<typeof userEvent.setup>, name: RegExp, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name }))
  await user.click(await screen.findByRole('option', { name: option }))
}

describe('AccommodationTab', { timeout: 90_000 }, () => {
  it('lists a block with its reservations, the channel confirmation and its pickup grid', async () => {
    backend()
    const user = userEvent.setup({ delay: null })
    renderTab()
    const card = await screen.findByRole('article', { name: 'Hospedagem 7 · Ana Prado' })
    expect(within(card).getByText('Garantido')).toBeTruthy()
    expect(
      within(card).getByText(/Deadline 01\/02\/2027 \(Percentual: 80\) · Pensão: Meia pensão/),
    ).toBeTruthy()
    expect(
      within(card).getByText('Luxo: 10 UH × 2 pax, de 10/03/2027 a 12/03/2027 · 1 hóspede(s)'),
    ).toBeTruthy()
    expect(within(card).getByText('Confirmada no canal: CM-100 (GUID g-77)')).toBeTruthy()
    expect(
      within(card).getByText(
        'Pickup: 14 de 20 diárias-UH (atrito 33,33%), corte em 01/02/2027 · o contrato pede 80% · abaixo do contrato',
      ),
    ).toBeTruthy()
    await user.click(within(card).getByRole('button', { name: 'Pickup de Hospedagem 7 · Ana Prado' }))
    const grid = await within(card).findByRole('table', { name: 'Pickup da hospedagem 7' })
    const rows = within(grid).getAllByRole('row')
    expect(rows[1].textContent).toContain('10/03/2027')
    expect(rows[1].textContent).toContain('Acordado 10 · bloqueado 10 · ocupado 6 · atrito 40%')
    expect(
      within(card).getByText(/Total: acordado 20, bloqueado 18, ocupado 14; atrito 30% do contrato/),
    ).toBeTruthy()
  })

  it('adds a block: the channel rates fill the nights, stay editable, and go with the event version', async () => {
    const writes = backend()
    const user = userEvent.setup({ delay: null })
    const { onVersion } = renderTab()
    await user.click(await screen.findByRole('button', { name: 'Adicionar hospedagem' }))
    const form = screen.getByRole('form', { name: 'Nova hospedagem' })
    await user.click(within(form).getByRole('button', { name: 'Salvar' }))
    expect(await within(form).findByText('Titular deve ser informado')).toBeTruthy()
    expect(within(form).getByText('Tipo de UH deve ser informado')).toBeTruthy()
    expect(writes.filter((w) => w.method === 'POST')).toHaveLength(0)

    await pick(user, /^Titular/, /^Ana Prado/)
    await pick(user, /^Pensão/, 'Meia pensão')
    typeDate(/^Prazo/, '01/02/2027')
    await pick(user, /^Tipo de UH/, 'Luxo')
    typeDate(/^Entrada/, '10/03/2027')
    typeDate(/^Saída/, '12/03/2027')
    await user.type(screen.getByRole('spinbutton', { name: /^Quantidade de UH/ }), '10')
    await user.type(screen.getByRole('spinbutton', { name: /^Pax por UH/ }), '2')
    const first = await screen.findByRole('spinbutton', { name: 'Diária 10/03/2027' })
    await waitFor(() => expect((first as HTMLInputElement).value).toBe('300'))
    expect(new URL(writes.find((w) => w.method === 'LOOKUP')!.url).search).toContain('paxAmount=2')
    // The channel's free rooms of the type for the stay's nights (10 and 11), under the type field.
    expect(await screen.findByText('Canal: 4 de 10 UH livres em todas as noites')).toBeTruthy()
    const uh = new URL(writes.find((w) => w.method === 'CHANNEL-UH')!.url).searchParams
    expect([uh.get('startDate'), uh.get('endDate')]).toEqual(['2027-03-10', '2027-03-11'])
    expect(screen.getByText(/Total: R\$\s6\.200,00 · média por noite: R\$\s310,00/)).toBeTruthy()
    await user.clear(first)
    await user.type(first, '350')
    await user.click(screen.getByRole('button', { name: 'Adicionar hóspede' }))
    // A guest typed freely, another picked from the person registry (name and document filled).
    await user.type(screen.getByRole('combobox', { name: 'Nome 1' }), 'Carla Dias')
    await user.click(screen.getByRole('button', { name: 'Adicionar hóspede' }))
    await user.type(screen.getByRole('combobox', { name: 'Nome 2' }), 'Ana')
    await user.click(await screen.findByRole('option', { name: 'Ana Prado' }))
    expect((screen.getByRole('textbox', { name: 'Documento 2' }) as HTMLInputElement).value).toBe(
      '12345678000190',
    )
    await user.click(within(form).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(onVersion).toHaveBeenCalledWith(4))
    expect(writes.find((w) => w.method === 'POST')!.body).toMatchObject({
      event: { id: 12 },
      eventVersion: 3,
      holder: { id: 4 },
      pension: { id: 2 },
      type: 'GUARANTEED',
      deadlineDate: '2027-02-01',
      reservations: [
        {
          hostingUnitType: { id: 3 },
          startDate: '2027-03-10',
          endDate: '2027-03-12',
          roomQuantity: 10,
          paxPerRoom: 2,
          currency: 'BRL',
          dailyRates: [
            { date: '2027-03-10', value: 350 },
            { date: '2027-03-11', value: 320 },
          ],
          guests: [{ name: 'Carla Dias' }, { name: 'Ana Prado', document: '12345678000190' }],
        },
      ],
    })
    expect(await screen.findByRole('article', { name: 'Hospedagem 8 · Ana Prado' })).toBeTruthy()
  })

  it('shows the §5 refusals on their fields and keeps the form', async () => {
    backend((method) =>
      method === 'PUT'
        ? HttpResponse.json(
            {
              status: 400,
              message: 'error.validation',
              errors: [
                { field: 'deadlineDate', message: 'accommodation.deadlineAfterStart' },
                { field: 'reservations[0].dailyRates', message: 'accommodation.dailyRateMissing' },
                { field: 'reservations[0].guests[0].name', message: 'accommodation.guestRepeated' },
              ],
            },
            { status: 400 },
          )
        : undefined,
    )
    const user = userEvent.setup({ delay: null })
    renderTab()
    await user.click(await screen.findByRole('button', { name: 'Alterar Hospedagem 7 · Ana Prado' }))
    const form = screen.getByRole('form', { name: 'Alterar hospedagem' })
    expect((screen.getByRole('spinbutton', { name: 'Diária 11/03/2027' }) as HTMLInputElement).value).toBe(
      '480',
    )
    await user.click(within(form).getByRole('button', { name: 'Salvar' }))
    expect(
      await within(form).findByText('O deadline do bloqueio deve ser anterior à entrada da reserva.'),
    ).toBeTruthy()
    expect(within(form).getByText('Não foi encontrada diária para todos os dias de hospedagem.')).toBeTruthy()
    expect(within(form).getByText('Este hóspede já está na reserva.')).toBeTruthy()
    // Each refusal is said at its field; nothing is repeated above the form.
    expect(form.querySelector('.MuiAlert-root')).toBeNull()
  })

  it('says a channel failure with its "Channel Error" and GUID lines', async () => {
    backend((method) =>
      method === 'CHANNEL'
        ? HttpResponse.json(
            {
              status: 502,
              message: 'integration.channel.createFailed',
              errors: [],
              developerMessage: 'Channel Error: no rooms left for LUX | GUID: 5e1f-aa',
            },
            { status: 502 },
          )
        : undefined,
    )
    const user = userEvent.setup({ delay: null })
    renderTab()
    await user.click(await screen.findByRole('button', { name: 'Enviar ao canal: Hospedagem 7 · Ana Prado' }))
    const alert = await screen.findByText(/Não foi possível criar a reserva no canal\./)
    expect(alert.textContent).toBe(
      'Não foi possível criar a reserva no canal.\nChannel Error: no rooms left for LUX\nGUID: 5e1f-aa',
    )
  })

  it('a send that failed for good: the waiting stops, the §8 lines show on the block, and it can be sent again', async () => {
    const writes = backend()
    const failed: Accommodation = {
      ...block,
      channelBookingReservation: {
        cmConfirmationId: null,
        guid: null,
        state: 'ERROR',
        error: {
          message: 'integration.channel.createFailed',
          developerMessage: 'Channel Error: canal fora do ar | GUID: 5e1f-aa',
          partyMessage: 'canal fora do ar',
          guid: '5e1f-aa',
          at: '2027-01-10T10:00:00',
        },
      },
    }
    const sending = {
      ...block,
      channelBookingReservation: { cmConfirmationId: null, guid: null, state: 'SENDING', error: null },
    }
    // The server answers "waiting" once, then the job's failure; after a new send, waiting again.
    let reads = 0
    let state: 'first' | 'failed' | 'resent' = 'first'
    server.use(
      route.get('*/events/event/12/event-accommodation', () => {
        reads += 1
        const content = state === 'failed' ? failed : sending
        if (state === 'first') state = 'failed'
        return HttpResponse.json({ eventVersion: 3, content: [content] })
      }),
    )
    const user = userEvent.setup({ delay: null })
    renderTab()
    const card = await screen.findByRole('article', { name: 'Hospedagem 7 · Ana Prado' })
    expect(within(card).getByRole('status').textContent).toBe('Aguardando a confirmação do canal…')
    const send = within(card).getByRole('button', { name: 'Enviar ao canal: Hospedagem 7 · Ana Prado' })
    expect((send as HTMLButtonElement).disabled).toBe(true)
    // The tab reads again while the block waits, and shows the failure the job stored.
    const alert = await within(card).findByText(/O último envio ao canal falhou/, undefined, {
      timeout: 6000,
    })
    expect(alert.textContent).toBe(
      'O último envio ao canal falhou:\nNão foi possível criar a reserva no canal.\nChannel Error: canal fora do ar\nGUID: 5e1f-aa',
    )
    expect(within(card).queryByRole('status')).toBeNull()
    expect(within(card).getByText('Ainda não enviada ao canal.')).toBeTruthy()
    // No more polling once nothing waits.
    const settled = reads
    await new Promise((resolve) => setTimeout(resolve, 3500))
    expect(reads).toBe(settled)

    state = 'resent'
    expect((send as HTMLButtonElement).disabled).toBe(false)
    await user.click(send)
    await waitFor(() => expect(writes.filter((w) => w.method === 'CHANNEL')).toHaveLength(1))
    expect(await within(card).findByRole('status')).toBeTruthy()
    expect(within(card).queryByText(/O último envio ao canal falhou/)).toBeNull()
  })

  it('duplicates and deletes a block with the event version', async () => {
    const writes = backend()
    const user = userEvent.setup({ delay: null })
    const { onVersion } = renderTab()
    await user.click(await screen.findByRole('button', { name: 'Duplicar Hospedagem 7 · Ana Prado' }))
    expect(await screen.findByText('Hospedagem duplicada')).toBeTruthy()
    expect(new URL(writes[0].url).searchParams.get('eventVersion')).toBe('3')
    await user.click(screen.getByRole('button', { name: 'Excluir Hospedagem 7 · Ana Prado' }))
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: /Confirmar|Excluir|Sim/ }),
    )
    await waitFor(() => expect(writes.some((w) => w.method === 'DELETE')).toBe(true))
    expect(onVersion).toHaveBeenCalledWith(4)
    expect(await screen.findByText('Nenhuma hospedagem neste evento.')).toBeTruthy()
  })
})
