import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import { renderInAdmin } from '../../../providers/testing'
import type { Booking, DiaryEnvironment } from '../types'
import BookingDialog from './BookingDialog'
import type { BookingDraft } from '../types'

const server = setupServer(
  route.get('*/events/configuration', () => HttpResponse.json([])),
  route.get('*/events/currency-company/active', () => HttpResponse.json([{ symbol: 'R$', main: true }])),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({ adminUser: true, type: 'ADMIN' }, []))

const rooms: DiaryEnvironment[] = [
  { id: 1, name: 'Salão Nobre', compound: false, parts: [], dailyRate: 3000 },
  { id: 2, name: 'Sala Jardim', compound: false, parts: [], dailyRate: 1500 },
  { id: 3, name: 'Sala Lago', compound: false, parts: [], dailyRate: 3000 },
]
const booking: Booking = {
  id: 40,
  eventId: 5,
  eventName: 'Casamento Premium',
  situation: 'CONFIRMED',
  environment: { id: 1 },
  start: '2026-11-26T18:00:00',
  end: '2026-11-26T23:00:00',
  occupiedStart: '2026-11-26T18:00:00',
  occupiedEnd: '2026-11-26T23:00:00',
  blocking: true,
  holdRank: null,
  eventVersion: 7,
  dailyRate: 3000,
}

function open(initial: BookingDraft) {
  const onSubmit = vi.fn()
  renderInAdmin(
    <BookingDialog
      title="Mover"
      rooms={rooms}
      initial={initial}
      booking={booking}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
  )
  return { onSubmit, dialog: screen.getByRole('dialog') }
}
const pickRoom = async (dialog: HTMLElement, name: string) => {
  await userEvent.click(within(dialog).getByRole('combobox'))
  await userEvent.click(await screen.findByRole('option', { name }))
}
const period = { start: '2026-11-27T18:00:00', end: '2026-11-27T23:00:00' }

describe('the move dialog asks which daily rate applies', () => {
  it('a room with another rate: both rates in money, the choice is sent', async () => {
    const { onSubmit, dialog } = open({ room: 1, ...period })
    expect(within(dialog).queryByRole('radiogroup')).toBeNull()
    await pickRoom(dialog, 'Sala Jardim')
    const question = within(dialog).getByRole('radiogroup')
    expect(
      within(question).getByRole('radio', { name: 'Manter a diária acordada (R$ 3.000,00)' }),
    ).toBeTruthy()
    await userEvent.click(
      within(question).getByRole('radio', { name: 'Usar a diária do novo ambiente (R$ 1.500,00)' }),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))
    expect(onSubmit).toHaveBeenCalledWith({ room: 2, ...period, rate: 'NEW_ROOM' })
  })

  it('keeps the agreed rate unless told otherwise, and asks nothing when the rates are equal', async () => {
    const { onSubmit, dialog } = open({ room: 2, ...period })
    expect(within(dialog).getByRole('radio', { name: /Manter/ })).toHaveProperty('checked', true)
    await pickRoom(dialog, 'Sala Lago')
    expect(within(dialog).queryByRole('radiogroup')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }))
    expect(onSubmit).toHaveBeenCalledWith({ room: 3, ...period, rate: 'KEEP' })
  })
})
