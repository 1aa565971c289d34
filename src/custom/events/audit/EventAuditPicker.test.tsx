import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { Route, Routes, useLocation } from 'react-router-dom'
import { signInForTest } from '../../../providers/testSession'
import EventAuditPicker from './EventAuditPicker'
import { renderInAdmin } from '../../../providers/testing'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

function Where() {
  return <p>page at {useLocation().pathname}</p>
}

const renderOverList = () =>
  renderInAdmin(
    <Routes>
      <Route path="/event/modal/event-audit" element={<EventAuditPicker />} />
      <Route path="/event" element={<Where />} />
    </Routes>,
    '/event/modal/event-audit',
  )

describe('the audit modal over a page that is not one event (/event/modal/event-audit)', () => {
  it('asks which event, refuses what is not a code (no call with NaN), then shows its audit', async () => {
    const asked: string[] = []
    server.use(
      route.get('*/events/event/audit', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('eventId') ?? '')
        return HttpResponse.json([
          {
            id: 1,
            action: 'I',
            origin: 'event',
            field: 'name',
            from: null,
            to: 'Congresso',
            user: 'admin@demo.test',
            dateHour: '2026-11-19T09:00:00',
            actionText: 'Incluído',
            originText: 'Evento',
            fieldText: 'Nome',
            fromText: null,
            toText: 'Congresso',
          },
        ])
      }),
    )
    const user = userEvent.setup()
    renderOverList()
    const code = await screen.findByRole('textbox', { name: 'Código do evento' })
    await user.type(code, 'abc')
    expect(screen.getByText('Informe o código numérico do evento')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Ver auditoria' }) as HTMLButtonElement).disabled).toBe(true)
    await user.clear(code)
    await user.type(code, '12{Enter}')
    expect(await screen.findByRole('heading', { name: 'Auditoria do evento #12' })).toBeTruthy()
    expect(await screen.findByText('Congresso')).toBeTruthy()
    expect(asked).toEqual(['12'])
  })

  it('cancel returns to the page under it', async () => {
    const user = userEvent.setup()
    renderOverList()
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }))
    expect(await screen.findByText('page at /event')).toBeTruthy()
  })
})
