import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { getEstablishment } from '../../providers/session'
import { signInForTest } from '../../providers/testSession'
import { renderWithAuth } from './testing'
import EstablishmentPage from './EstablishmentPage'
import type { Establishment } from './types'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const integration = { provider: 'LOCAL' as const, url: null, user: null, enabled: false, hasPassword: false }
const stored: Establishment = {
  id: 3,
  socialReason: 'Demo Hotel Ltda',
  tradeName: 'Demo Hotel',
  document: null,
  address: {
    street: 'Rua A',
    number: '10',
    complement: null,
    district: null,
    city: 'Gramado',
    state: 'RS',
    zipCode: null,
    country: null,
  },
  phone: null,
  email: 'events@demo.test',
  language: 'pt-BR',
  eventsModule: true,
  ticketsModule: true,
  mail: { host: 'smtp.demo.test', port: 587, secure: false, user: 'mailer', from: null, hasPassword: true },
  integrations: { channel: integration, eSignature: integration, pms: integration, billing: integration },
  defaultAssemblyRate: 150.5,
  timeZone: 'America/Sao_Paulo',
  defaultDisassemblyRate: 0,
  logoImageId: null,
  version: 4,
}

/** The establishment API of the server; `put` answers the save. Returns what was sent. */
function establishmentServer(
  put: (body: Record<string, any>) => Response = (b) =>
    HttpResponse.json({ ...stored, ...b, version: stored.version + 1 }),
) {
  const sent: { get: number; put: Record<string, any>[]; smtp: Record<string, any>[] } = {
    get: 0,
    put: [],
    smtp: [],
  }
  server.use(
    route.get('*/events/establishment', () => {
      sent.get++
      return HttpResponse.json(stored)
    }),
    route.put('*/events/establishment', async ({ request }) => {
      const body = (await request.json()) as Record<string, any>
      sent.put.push(body)
      return put(body)
    }),
    route.get('*/events/establishment-user', () =>
      HttpResponse.json({
        id: 3,
        eventsModule: true,
        ticketsModule: true,
        language: sent.put.at(-1)?.language ?? 'pt-BR',
        socialReason: 'Demo Hotel Ltda',
      }),
    ),
    route.get('*/events/currency-company/active', () => HttpResponse.json([{ symbol: 'R$', main: true }])),
  )
  return sent
}

const admin = () => signInForTest({ adminUser: true, email: 'admin@demo.test' })
const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar' }))

// Typing into many fields takes seconds on a busy two-core machine (each keystroke re-renders the
// whole form, integration providers included): 20 s was already close under load.
describe('EstablishmentPage', { timeout: 40_000 }, () => {
  it('shows every section with the stored values; a stored password is only announced', async () => {
    admin()
    establishmentServer()
    renderWithAuth(<EstablishmentPage />)
    expect(await screen.findByRole('textbox', { name: 'Razão social' })).toHaveProperty(
      'value',
      'Demo Hotel Ltda',
    )
    for (const name of [
      'Dados da empresa',
      'Idioma',
      'Módulos',
      'E-mail (SMTP)',
      'Integrações',
      'Taxas padrão',
      'Logotipo',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeTruthy()
    }
    expect(screen.getByRole('radio', { name: 'Português (Brasil)' })).toHaveProperty('checked', true)
    expect(screen.getByRole('switch', { name: 'Módulo de ingressos' })).toHaveProperty('checked', true)
    expect(screen.getByRole('textbox', { name: 'Taxa padrão de montagem' })).toHaveProperty('value', '150,50')
    expect(screen.getByLabelText('Senha SMTP')).toHaveProperty('value', '')
    expect(screen.getByText('Há uma senha guardada; deixe em branco para mantê-la.')).toBeTruthy()
  })

  it('saves with the version read; an empty password is not sent, a typed one is; numbers read in pt-BR', async () => {
    admin()
    const sent = establishmentServer()
    renderWithAuth(<EstablishmentPage />)
    const rate = await screen.findByRole('textbox', { name: 'Taxa padrão de desmontagem' })
    await userEvent.clear(rate)
    await userEvent.type(rate, '1.234,5')
    await userEvent.click(screen.getByRole('switch', { name: 'Módulo de ingressos' }))
    const pms = screen.getByRole('group', { name: 'Sistema de gestão hoteleira (PMS)' })
    await userEvent.type(within(pms).getByLabelText('Senha'), 'pms-secret')
    // Which party answers the port: the built-in one unless switched off.
    const provider = within(pms).getByRole('combobox', { name: 'Provedor' }) as HTMLSelectElement
    expect(provider.selectedOptions[0].textContent).toBe('Embutido (local)')
    await userEvent.selectOptions(provider, 'Nenhum (desligado)')
    await save()
    expect(await screen.findByText('Estabelecimento salvo.')).toBeTruthy()
    expect(sent.put).toHaveLength(1)
    const body = sent.put[0]
    expect(body).toMatchObject({
      version: 4,
      socialReason: 'Demo Hotel Ltda',
      defaultDisassemblyRate: 1234.5,
      defaultAssemblyRate: 150.5,
      ticketsModule: false,
      language: 'pt-BR',
    })
    expect(body.mail).toEqual({
      host: 'smtp.demo.test',
      port: 587,
      secure: false,
      user: 'mailer',
      from: null,
    })
    expect(body.integrations.pms).toEqual({
      provider: 'NONE',
      url: null,
      user: null,
      enabled: false,
      password: 'pms-secret',
    })
    expect(body.integrations.channel).toMatchObject({ provider: 'LOCAL' })
    expect(body.integrations.channel).not.toHaveProperty('password')
    expect(body.address).toMatchObject({ street: 'Rua A', complement: null })
  })

  it('the time zone is chosen from the known zones by typing part of its name, and saved', async () => {
    admin()
    const sent = establishmentServer()
    renderWithAuth(<EstablishmentPage />)
    const zone = await screen.findByRole('combobox', { name: 'Fuso horário' })
    expect(zone).toHaveProperty('value', 'America/Sao_Paulo')
    await userEvent.clear(zone)
    await userEvent.type(zone, 'New_Y')
    await userEvent.click(await screen.findByRole('option', { name: 'America/New_York' }))
    await save()
    expect(await screen.findByText('Estabelecimento salvo.')).toBeTruthy()
    expect(sent.put[0]).toMatchObject({ timeZone: 'America/New_York' })
  })

  it("shows the server's field errors next to their fields and changes nothing on screen", async () => {
    admin()
    establishmentServer(() =>
      HttpResponse.json(
        {
          status: 400,
          message: 'error.required',
          errors: [
            {
              field: 'integrations.channel.url',
              message: 'error.required',
              target: 'integrations.channel.url',
            },
            { field: 'eventsModule', message: 'establishment.moduleRequired', target: 'eventsModule' },
          ],
        },
        { status: 400 },
      ),
    )
    renderWithAuth(<EstablishmentPage />)
    const channel = await screen.findByRole('group', { name: 'Canal de reservas' })
    await userEvent.click(within(channel).getByRole('switch', { name: 'Ativa' }))
    await save()
    expect(
      (await within(channel).findByText('Endereço (URL) deve ser informado')).closest('.MuiFormControl-root')
        ?.textContent,
    ).toContain('Endereço (URL)')
    expect(screen.getByText('Ative ao menos um módulo (eventos ou ingressos)')).toBeTruthy()
    // The snackbar names the first broken rule too.
    expect(screen.getAllByText('Endereço (URL) deve ser informado')).toHaveLength(2)
    expect(within(channel).getByRole('switch', { name: 'Ativa' })).toHaveProperty('checked', true)
  })

  it('a number it cannot read is reported on the field without calling the server', async () => {
    admin()
    const sent = establishmentServer()
    renderWithAuth(<EstablishmentPage />)
    const rate = await screen.findByRole('textbox', { name: 'Taxa padrão de montagem' })
    await userEvent.clear(rate)
    await save()
    expect(await screen.findAllByText('Taxa padrão de montagem deve ser informado')).not.toHaveLength(0)
    expect(sent.put).toHaveLength(0)
  })

  it('after saving Español the screen speaks Spanish, and the language and session are kept for a reload', async () => {
    admin()
    establishmentServer()
    renderWithAuth(<EstablishmentPage />)
    await userEvent.click(await screen.findByRole('radio', { name: 'Español' }))
    await save()
    expect(await screen.findByRole('heading', { name: 'Datos de la empresa' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Español' })).toHaveProperty('checked', true)
    expect(localStorage.getItem('eventdesk.locale')).toBe('es')
    expect(getEstablishment()?.language).toBe('es')
  })

  it('denies a user who is not an admin, even with the ESTABLISHMENT feature, without calling the API', async () => {
    signInForTest({}, ['ESTABLISHMENT', 'CONFIGURATION'])
    const sent = establishmentServer()
    renderWithAuth(<EstablishmentPage />)
    expect(await screen.findByText('Acesso negado')).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Razão social' })).toBeNull()
    expect(sent.get).toBe(0)
  })
})
