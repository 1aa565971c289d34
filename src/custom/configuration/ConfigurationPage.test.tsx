import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import ConfigurationPage from './ConfigurationPage'
import type { ConfigEntry } from './types'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({}, ['CONFIGURATION']))

const entries: ConfigEntry[] = [
  {
    name: 'NEW_COLOR',
    value: '#00bcd4',
    type: 'GENERAL',
    group: 'colors',
    kind: 'color',
    default: '#00bcd4',
  },
  {
    name: 'ENVIRONMENT_BLOCK',
    value: false,
    type: 'SPECIFIC',
    group: 'blocks',
    kind: 'boolean',
    default: false,
  },
  {
    name: 'ACCOMMODATION_TAX',
    value: 0,
    type: 'SPECIFIC',
    group: 'taxes',
    kind: 'number',
    min: 0,
    max: 100,
    integer: false,
    default: 0,
  },
  {
    name: 'CALENDAR_SITUATIONS',
    value: ['NEW'],
    type: 'SPECIFIC',
    group: 'view',
    kind: 'enum',
    options: ['NEW', 'NEGOTIATION'],
    multiple: true,
    minItems: 1,
    default: ['NEW'],
  },
]

/** The page reads `/all` with the version; `version` is what the server holds now. */
function configServer(put: (body: unknown) => Response, version = { now: 4 }) {
  const sent: unknown[] = []
  server.use(
    route.get('*/events/configuration', () => HttpResponse.json(entries)),
    route.get('*/events/configuration/all', () =>
      HttpResponse.json({ version: version.now, content: entries }),
    ),
    route.put('*/events/configuration/all', async ({ request }) => {
      const body = await request.json()
      sent.push(body)
      return put(body)
    }),
  )
  return sent
}

describe('ConfigurationPage', () => {
  it('shows the entries under their translated groups, with a widget per kind', async () => {
    configServer(() => HttpResponse.json({ version: 5, content: entries }))
    renderInAdmin(<ConfigurationPage />)
    expect(await screen.findByRole('heading', { name: 'Bloqueios' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Taxas' })).toBeTruthy()
    expect(screen.getByRole('switch', { name: 'Bloquear ambientes' })).toBeTruthy()
    expect(screen.getByRole('spinbutton')).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Situações exibidas no calendário' })).toBeTruthy()
  })

  it('saves the changed values with one PUT, over the version it read', async () => {
    const sent = configServer(() => HttpResponse.json({ version: 5, content: entries }))
    renderInAdmin(<ConfigurationPage />)
    await userEvent.click(await screen.findByRole('switch', { name: 'Bloquear ambientes' }))
    const tax = screen.getByRole('spinbutton')
    await userEvent.clear(tax)
    await userEvent.type(tax, '12.5')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Configurações salvas.')).toBeTruthy()
    expect(sent).toEqual([
      {
        version: 4,
        entries: [
          { name: 'ENVIRONMENT_BLOCK', value: true },
          { name: 'ACCOMMODATION_TAX', value: 12.5 },
        ],
      },
    ])
  })

  it('a save over an older version says so, and after a reload saves over the newer one', async () => {
    const version = { now: 4 }
    const sent = configServer(
      (body) =>
        (body as { version: number }).version === version.now
          ? HttpResponse.json({ version: version.now + 1, content: entries })
          : HttpResponse.json(
              { status: 409, message: 'error.changedInAnotherSession', errors: [] },
              { status: 409 },
            ),
      version,
    )
    renderInAdmin(<ConfigurationPage />)
    await userEvent.click(await screen.findByRole('switch', { name: 'Bloquear ambientes' }))
    version.now = 7 // another desk saved meanwhile
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('O registro foi alterado em outra sessão')
    expect(screen.getByRole('button', { name: 'Salvar' }).hasAttribute('disabled')).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar as configurações' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Configurações salvas.')).toBeTruthy()
    expect(sent.map((b) => (b as { version: number }).version)).toEqual([4, 7])
  })

  it("shows the server's field error next to the entry", async () => {
    configServer(() =>
      HttpResponse.json(
        {
          status: 400,
          message: 'configuration.situationsRequired',
          errors: [
            {
              field: 'CALENDAR_SITUATIONS',
              message: 'configuration.situationsRequired',
              target: 'CALENDAR_SITUATIONS',
            },
          ],
        },
        { status: 400 },
      ),
    )
    renderInAdmin(<ConfigurationPage />)
    await userEvent.click(await screen.findByRole('switch', { name: 'Bloquear ambientes' }))
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    const messages = await screen.findAllByText('Marque ao menos o número mínimo de situações')
    // The snackbar and the helper text under the situations field.
    expect(
      messages.some((m) =>
        m.closest('.MuiFormControl-root')?.textContent?.includes('Situações exibidas no calendário'),
      ),
    ).toBe(true)
  })
})
