import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import AppMenu from '../../layout/AppMenu'
import { renderShell } from '../../layout/testing'
import { signInForTest } from '../../providers/testSession'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function backend() {
  server.use(
    route.get('*/events/configuration', () => HttpResponse.json([])),
    route.get('*/events/establishment-user', () =>
      HttpResponse.json({
        socialReason: 'Demo Hotel Eventos Ltda.',
        tradeName: 'Demo Hotel',
        logoImageId: null,
      }),
    ),
  )
}

const routes = ['event', 'hosting-unit-type', 'availability-map', 'channel-stock']
const entry = () => screen.queryByRole('menuitem', { name: 'Estoque e tarifas do canal' })

describe('channel stock menu entry', () => {
  it('is hidden from staff without HOSTING_UNIT_TYPE', async () => {
    backend()
    signInForTest({}, ['EVENT', 'AVAILABILITY_MAP'])
    renderShell(<AppMenu />, routes)
    expect(await screen.findByRole('menuitem', { name: 'Mapa de disponibilidade' })).toBeTruthy()
    expect(entry()).toBeNull()
  })

  it('shows in the accommodation group with HOSTING_UNIT_TYPE, after the availability map', async () => {
    backend()
    signInForTest({}, ['EVENT', 'AVAILABILITY_MAP', 'HOSTING_UNIT_TYPE'])
    renderShell(<AppMenu />, routes)
    const item = await screen.findByRole('menuitem', { name: 'Estoque e tarifas do canal' })
    expect(item.getAttribute('href')).toBe('/app/channel-stock')
    const names = screen.getAllByRole('menuitem').map((m) => m.textContent)
    expect(names.indexOf('Estoque e tarifas do canal')).toBe(names.indexOf('Mapa de disponibilidade') + 1)
  })
})
