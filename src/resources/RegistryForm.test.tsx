import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { AdminContext, ResourceContextProvider } from 'react-admin'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { createDataProvider } from '../providers/dataProvider'
import { createI18nProvider } from '../providers/i18nProvider'
import { signInForTest } from '../providers/testSession'
import RegistryCreate from './RegistryCreate'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const types = [
  { id: 4, name: 'Auditório', active: true },
  { id: 6, name: 'Sala de reunião', active: true },
]

beforeEach(() => {
  signInForTest()
  server.use(
    // The input formats (e-mail, phone masks) come from the configuration: none set here.
    route.get('*/events/configuration', () => HttpResponse.json([])),
    route.get('*/events/currency-company/active', () =>
      HttpResponse.json([{ id: 1, name: 'Real', symbol: 'R$', main: true }]),
    ),
    route.get('*/events/environment-type/autocomplete', () =>
      HttpResponse.json({ content: types, totalElements: 2, totalPages: 1, number: 0, size: 20 }),
    ),
  )
})

function renderCreate(resource: string) {
  return render(
    <MemoryRouter initialEntries={[`/${resource}/create`]}>
      <AdminContext dataProvider={createDataProvider()} i18nProvider={createI18nProvider()}>
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={`/${resource}/create`} element={<RegistryCreate />} />
            <Route path={`/${resource}`} element={<p>list page</p>} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  )
}

const save = () => screen.getByRole('button', { name: 'Salvar' })

describe('RegistryForm (create)', () => {
  it('renders the schema in x-ui order with labels from the locale keys, without ids', async () => {
    renderCreate('environment')
    const name = await screen.findByRole('textbox', { name: /^Nome/ })
    expect(name).toBeTruthy()
    expect(screen.getByRole('combobox', { name: /^Tipo de ambiente/ })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: /^Descrição/ })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: /Composto/ })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: /^Diária/ })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: /^Código$/ })).toBeNull()
    // The schema's English prose is not shown.
    expect(screen.queryByText(/Ceiling height/)).toBeNull()
    const labels = [...document.querySelectorAll('label')].map((l) =>
      l.textContent?.replace(/\s*\*$/, '').trim(),
    )
    expect(labels.indexOf('Nome')).toBeLessThan(labels.indexOf('Tipo de ambiente'))
    expect(labels.indexOf('Tipo de ambiente')).toBeLessThan(labels.indexOf('Descrição'))
  })

  it("titles a group of fields (the person's roles) as an h2, not RJSF's h5 that skipped levels under the page's h1", async () => {
    renderCreate('person')
    const group = await screen.findByRole('heading', { name: 'Atribuições' })
    expect(group.tagName).toBe('H2')
    // Descriptions (the contacts') are text, not <h6> headings that skip levels.
    expect(screen.getAllByRole('heading').map((h) => h.tagName)).not.toContain('H6')
  })

  it('shows "{field} must be informed" for missing required fields and sends nothing', async () => {
    let posted = false
    server.use(
      route.post('*/events/environment', () => {
        posted = true
        return HttpResponse.json({}, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    renderCreate('environment')
    await screen.findByRole('textbox', { name: /^Nome/ })
    await user.click(save())
    expect(await screen.findByText('Nome deve ser informado')).toBeTruthy()
    expect(screen.getByText('Tipo de ambiente deve ser informado')).toBeTruthy()
    expect(posted).toBe(false)
  })

  it('sends the record with references as {id} (http.ts adds companyId and createdBy), then returns to the list', async () => {
    let body: Record<string, unknown> | undefined
    server.use(
      route.post('*/events/environment', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({ ...body, id: 31, version: 1 }, { status: 201 })
      }),
    )
    const user = userEvent.setup()
    renderCreate('environment')
    await user.type(await screen.findByRole('textbox', { name: /^Nome/ }), 'Sala Azul')
    await user.click(screen.getByRole('combobox', { name: /^Tipo de ambiente/ }))
    await user.click(await screen.findByRole('option', { name: 'Sala de reunião' }))
    await user.type(screen.getByRole('textbox', { name: /^Diária/ }), '1.250,5')
    await user.click(save())
    await screen.findByText('list page')
    expect(body).toMatchObject({
      companyId: 3,
      createdBy: 7,
      name: 'Sala Azul',
      environmentType: { id: 6 },
      dailyRate: 1250.5,
      active: true,
      compound: false,
    })
    expect(body!.environmentType).toEqual({ id: 6 })
    expect(body).not.toHaveProperty('id')
  })

  it('puts a server field error on its field, translated', async () => {
    server.use(
      route.post('*/events/environment-type', () =>
        HttpResponse.json(
          {
            status: 409,
            message: 'error.unique',
            errors: [{ field: 'name', message: 'error.unique', target: 'name' }],
          },
          { status: 409 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderCreate('environment-type')
    await user.type(await screen.findByRole('textbox', { name: /^Nome/ }), 'Auditório')
    await user.click(save())
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Já existe um registro com este valor em Nome')
    // The same message sits under the field (described by it).
    const field = screen.getByRole('textbox', { name: /^Nome/ })
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter(Boolean)
    expect(
      described.some((el) => within(el!).queryByText('Já existe um registro com este valor em Nome')),
    ).toBe(true)
    await waitFor(() => expect(screen.queryByText('list page')).toBeNull())
  })
})

describe('RegistryForm (template)', () => {
  // The body's widget follows the type field (x-ui options.placeholdersBy, through AppForm's
  // formContext): badge placeholders on a badge, none of the commission page's, and back again.
  it('offers in the placeholder menu only what documents of the chosen type fill', async () => {
    const user = userEvent.setup()
    renderCreate('template')
    const menuItems = async () => {
      await user.click(await screen.findByRole('button', { name: 'Inserir campo' }))
      const items = within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent)
      await user.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
      return items
    }
    const chooseType = async (label: string) => {
      await user.click(screen.getByRole('combobox', { name: /^Tipo/ }))
      await user.click(await screen.findByRole('option', { name: label }))
    }

    const before = await menuItems()
    expect(before).toEqual(
      expect.arrayContaining(['Nome do evento', 'Crachá: nome da pessoa', 'Comissão: valor total']),
    )

    await chooseType('Crachá')
    const badge = await menuItems()
    expect(badge).toEqual(
      expect.arrayContaining(['Nome do evento', 'Crachá: nome da pessoa', 'Crachá: QR code']),
    )
    expect(badge).not.toContain('Comissão: valor total')

    await chooseType('Contrato')
    const contract = await menuItems()
    expect(contract).toContain('Nome do evento')
    expect(contract.filter((i) => i?.startsWith('Crachá') || i?.startsWith('Comissão:'))).toEqual([])
  })
})
