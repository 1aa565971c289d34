import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { renderWithAuth } from './testing'
import EstablishmentPage from './EstablishmentPage'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({ adminUser: true }))

const integration = { provider: 'LOCAL' as const, url: null, user: null, enabled: false, hasPassword: false }
const stored = {
  id: 3,
  socialReason: 'Demo Hotel Ltda',
  address: {},
  language: 'pt-BR',
  eventsModule: true,
  ticketsModule: true,
  mail: { host: null, port: null, secure: false, user: null, from: null, hasPassword: false },
  integrations: { channel: integration, eSignature: integration, pms: integration, billing: integration },
  defaultAssemblyRate: 0,
  defaultDisassemblyRate: 0,
  logoImageId: null,
  version: 2,
}

function logoServer(upload: () => Response) {
  const saved: Record<string, any>[] = []
  server.use(
    route.get('*/events/establishment', () => HttpResponse.json(stored)),
    route.get('*/events/currency-company/active', () => HttpResponse.json([])),
    route.post('*/events/image/11', upload),
    route.get('*/events/image/42/temporary', () =>
      HttpResponse.json({ url: 'http://localhost/logo-42.png' }),
    ),
    route.put('*/events/establishment', async ({ request }) => {
      const body = (await request.json()) as Record<string, any>
      saved.push(body)
      return HttpResponse.json({ ...stored, logoImageId: body.logoImageId, version: 3 })
    }),
    route.get('*/events/establishment-user', () =>
      HttpResponse.json({
        eventsModule: true,
        ticketsModule: true,
        language: 'pt-BR',
        socialReason: 'Demo Hotel Ltda',
      }),
    ),
  )
  return saved
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })

describe('logo', { timeout: 20_000 }, () => {
  it('uploads the image at once, shows it, and Save keeps it as the logo', async () => {
    const saved = logoServer(() => HttpResponse.json({ id: 42, name: 'logo.png' }, { status: 201 }))
    const { container } = renderWithAuth(<EstablishmentPage />)
    expect(await screen.findByText('Nenhum logotipo enviado.')).toBeTruthy()
    await userEvent.upload(container.querySelector<HTMLInputElement>('#establishment-logo-file')!, png())
    expect(((await screen.findByRole('img', { name: 'Logotipo' })) as HTMLImageElement).src).toBe(
      'http://localhost/logo-42.png',
    )
    expect(screen.getByRole('button', { name: 'Trocar logotipo' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Estabelecimento salvo.')).toBeTruthy()
    expect(saved[0].logoImageId).toBe(42)
  })

  it('says why an upload was refused', async () => {
    logoServer(() =>
      HttpResponse.json({ status: 413, message: 'error.payloadTooLarge', errors: [] }, { status: 413 }),
    )
    const { container } = renderWithAuth(<EstablishmentPage />)
    await screen.findByText('Nenhum logotipo enviado.')
    await userEvent.upload(container.querySelector<HTMLInputElement>('#establishment-logo-file')!, png())
    expect((await screen.findByRole('alert')).textContent).toBe('Conteúdo grande demais')
  })
})
