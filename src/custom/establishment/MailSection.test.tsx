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
beforeEach(() => signInForTest({ adminUser: true, email: 'admin@demo.test' }))

const integration = { provider: 'LOCAL' as const, url: null, user: null, enabled: false, hasPassword: false }
const stored = {
  id: 3,
  socialReason: 'Demo Hotel Ltda',
  tradeName: null,
  document: null,
  address: {},
  phone: null,
  email: null,
  language: 'pt-BR',
  eventsModule: true,
  ticketsModule: false,
  mail: { host: null, port: null, secure: false, user: null, from: null, hasPassword: false },
  integrations: { channel: integration, eSignature: integration, pms: integration, billing: integration },
  defaultAssemblyRate: 0,
  defaultDisassemblyRate: 0,
  logoImageId: null,
  version: 1,
}

/** The SMTP test answers with `answer`; returns the bodies the screen sent. */
function smtpServer(answer: () => Response) {
  const sent: Record<string, any>[] = []
  server.use(
    route.get('*/events/establishment', () => HttpResponse.json(stored)),
    route.get('*/events/currency-company/active', () => HttpResponse.json([])),
    route.post('*/events/establishment/smtpconfigtest', async ({ request }) => {
      sent.push((await request.json()) as Record<string, any>)
      return answer()
    }),
  )
  return sent
}

async function fillMail() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Servidor SMTP' }), 'smtp.example.test')
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Porta' }), '2525')
  await userEvent.type(screen.getByRole('textbox', { name: 'Usuário SMTP' }), 'mailer')
  await userEvent.type(screen.getByLabelText('Senha SMTP'), 's3cret')
}

// Typing into many fields takes seconds on a busy two-core machine (each keystroke re-renders the
// whole form, integration providers included): 20 s was already close under load.
describe('Test SMTP', { timeout: 40_000 }, () => {
  it('tests the unsaved settings on screen and says the message went out', async () => {
    const sent = smtpServer(() => HttpResponse.json({ ok: true }))
    renderWithAuth(<EstablishmentPage />)
    await fillMail()
    await userEvent.click(screen.getByRole('button', { name: 'Testar SMTP' }))
    expect(await screen.findByText('Configuração de e-mail testada: mensagem enviada')).toBeTruthy()
    expect(screen.getByText('Uma mensagem de teste foi enviada para admin@demo.test.')).toBeTruthy()
    expect(sent[0].mail).toEqual({
      host: 'smtp.example.test',
      port: 2525,
      secure: false,
      user: 'mailer',
      from: null,
      password: 's3cret',
    })
  })

  it("shows the SMTP server's refusal in its own words", async () => {
    smtpServer(() =>
      HttpResponse.json(
        {
          status: 400,
          message: 'establishment.smtpRejected',
          errors: [],
          developerMessage: '535 5.7.8 Authentication credentials invalid',
        },
        { status: 400 },
      ),
    )
    renderWithAuth(<EstablishmentPage />)
    await fillMail()
    await userEvent.click(screen.getByRole('button', { name: 'Testar SMTP' }))
    expect(await screen.findByText('O servidor de e-mail recusou as configurações')).toBeTruthy()
    expect(
      screen.getByText('Resposta do servidor: 535 5.7.8 Authentication credentials invalid'),
    ).toBeTruthy()
  })

  it('names the missing field when the server needs more (no host stored, none typed)', async () => {
    smtpServer(() =>
      HttpResponse.json(
        {
          status: 400,
          message: 'establishment.smtpNotConfigured',
          errors: [{ field: 'mail.host', message: 'establishment.smtpNotConfigured', target: 'mail.host' }],
        },
        { status: 400 },
      ),
    )
    renderWithAuth(<EstablishmentPage />)
    await userEvent.click(await screen.findByRole('button', { name: 'Testar SMTP' }))
    expect(await screen.findByText('Informe o servidor de e-mail (SMTP)')).toBeTruthy()
  })
})
