import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { AdminContext, ResourceContextProvider } from 'react-admin'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { createDataProvider } from '../../providers/dataProvider'
import { createI18nProvider } from '../../providers/i18nProvider'
import { signInForTest } from '../../providers/testSession'
import RegistryCreate from '../../resources/RegistryCreate'

/** The person form through the generic registry create page: the schema names the `person` field. */
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

beforeEach(() => {
  signInForTest()
  server.use(
    route.get('*/events/currency-company/active', () =>
      HttpResponse.json([{ id: 1, name: 'Real', symbol: 'R$', main: true }]),
    ),
    route.get('*/events/currency-company/autocomplete', () =>
      HttpResponse.json({
        content: [{ id: 1, name: 'Real brasileiro' }],
        totalElements: 1,
        totalPages: 1,
        number: 0,
        size: 20,
      }),
    ),
  )
})

function renderCreate() {
  return render(
    <MemoryRouter initialEntries={['/person/create']}>
      <AdminContext dataProvider={createDataProvider()} i18nProvider={createI18nProvider()}>
        <ResourceContextProvider value="person">
          <Routes>
            <Route path="/person/create" element={<RegistryCreate />} />
            <Route path="/person" element={<p>list page</p>} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  )
}

const textbox = (name: RegExp) => screen.queryByRole('textbox', { name })
/** Whether the field labelled `text` shows the required asterisk. */
const starred = (text: string) => {
  const label = [...document.querySelectorAll('.MuiFormLabel-root')].find(
    (l) => l.textContent?.replace(/[\s*\u2009]+$/, '') === text,
  )
  if (!label)
    throw new Error(
      `no label ${text} in ${[...document.querySelectorAll('.MuiFormLabel-root')].map((l) => JSON.stringify(l.textContent)).join(' ')}`,
    )
  return label.querySelector('.MuiFormLabel-asterisk') !== null
}
const combobox = (name: RegExp) => screen.queryByRole('combobox', { name })

async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }))
  await user.click(await screen.findByRole('option', { name: option }))
}

// A whole registry form in jsdom is slow on a busy machine; these are behaviour tests, not timings.
// jsdom renders the whole person form several times; on a busy 2-core machine that takes a while.
describe('person form', { timeout: 120_000 }, () => {
  it('shows the natural person fields first, and the legal ones when the type changes', async () => {
    const user = userEvent.setup()
    renderCreate()
    await screen.findByRole('heading', { name: 'Identificação' })
    expect(textbox(/^Nome/)).toBeTruthy()
    expect(textbox(/^Sobrenome/)).toBeTruthy()
    expect(textbox(/^Data de nascimento/)).toBeTruthy()
    expect(combobox(/^Estado civil/)).toBeTruthy()
    expect(textbox(/^Profissão/)).toBeTruthy()
    expect(textbox(/^Nome fantasia/)).toBeNull()
    expect(textbox(/^Data de fundação/)).toBeNull()
    expect(textbox(/^Ramo de atividade/)).toBeNull()
    // Required by type: the asterisk is on the label.
    expect(starred('Sobrenome')).toBe(true)
    expect(starred('Idioma')).toBe(false)

    await choose(user, /^Tipo de pessoa/, 'Jurídica')
    expect(await screen.findByRole('textbox', { name: /^Razão social/ })).toBeTruthy()
    expect(textbox(/^Nome fantasia/)).toBeTruthy()
    expect(textbox(/^Data de fundação/)).toBeTruthy()
    expect(textbox(/^Ramo de atividade/)).toBeTruthy()
    expect(textbox(/^Sobrenome/)).toBeNull()
    expect(combobox(/^Estado civil/)).toBeNull()
    expect(textbox(/^Profissão/)).toBeNull()
  })

  it('asks for language, group and currency only of a complete person, and the provider status only of a provider', async () => {
    const user = userEvent.setup()
    renderCreate()
    await screen.findByRole('heading', { name: 'Identificação' })
    expect(starred('Idioma')).toBe(false)
    await user.click(screen.getByRole('checkbox', { name: /Cadastro completo/ }))
    await waitFor(() => expect(starred('Idioma')).toBe(true))
    expect(starred('Grupo')).toBe(true)
    expect(starred('Moeda')).toBe(true)

    expect(combobox(/^Situação do fornecedor/)).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: /Fornecedor/ }))
    expect(await screen.findByRole('combobox', { name: /^Situação do fornecedor/ })).toBeTruthy()
  })

  it('adds and removes list items, marks address fields by type, sends the lists, and puts a server error on its field', async () => {
    let body: Record<string, any> | undefined
    server.use(
      route.post('*/events/person', async ({ request }) => {
        body = (await request.json()) as Record<string, any>
        return HttpResponse.json(
          {
            status: 400,
            message: 'error.invalidValue',
            errors: [
              { field: 'documents[0].number', message: 'person.invalidCnpj', target: 'documents[0].number' },
            ],
          },
          { status: 400 },
        )
      }),
    )
    const user = userEvent.setup({ delay: null })
    renderCreate()
    await screen.findByRole('heading', { name: 'Identificação' })
    await choose(user, /^Tipo de pessoa/, 'Jurídica')
    await user.type(await screen.findByRole('textbox', { name: /^Razão social/ }), 'Eventos Sul Ltda.')
    await user.type(screen.getByRole('textbox', { name: /^Nome fantasia/ }), 'Eventos Sul')

    const documents = screen.getByText('Documentos').closest('.MuiPaper-root') as HTMLElement
    await user.click(within(documents).getByRole('button', { name: /Adicionar/ }))
    await choose(user, /^Tipo$/, 'CNPJ')
    // An alphanumeric CNPJ typed in lower case: the input takes the letters and shows capitals.
    const number = within(documents).getByRole('textbox', { name: /^Número/ })
    await user.type(number, '12abc34501de36')
    expect(number).toHaveProperty('value', '12ABC34501DE36')
    const country = within(documents).getByRole('combobox', { name: /^País/ })
    await user.type(country, 'Brasil')
    await user.click(await screen.findByRole('option', { name: 'Brasil' }))
    await user.click(within(documents).getByRole('checkbox', { name: /Principal/ }))

    // An address: what it requires follows its type (a charge address needs an e-mail, not a district).
    const addresses = () => screen.getByText('Endereços').closest('.MuiPaper-root') as HTMLElement
    await user.click(within(addresses()).getByRole('button', { name: /Adicionar/ }))
    await user.click(within(addresses()).getByRole('combobox', { name: /^Tipo/ }))
    await user.click(await screen.findByRole('option', { name: 'Fiscal' }))
    const addressLabel = (text: string) =>
      [...addresses().querySelectorAll('.MuiFormLabel-root')].find(
        (l) => l.textContent?.replace(/[\s*]+$/, '') === text,
      )!
    expect(addressLabel('Bairro').querySelector('.MuiFormLabel-asterisk')).not.toBeNull()
    expect(addressLabel('E-mail').querySelector('.MuiFormLabel-asterisk')).toBeNull()
    await user.click(within(addresses()).getByRole('combobox', { name: /^Tipo/ }))
    await user.click(await screen.findByRole('option', { name: 'Cobrança' }))
    await waitFor(() => expect(addressLabel('E-mail').querySelector('.MuiFormLabel-asterisk')).not.toBeNull())
    expect(addressLabel('Bairro').querySelector('.MuiFormLabel-asterisk')).toBeNull()
    await user.click(within(addresses()).getByRole('button', { name: /Remover/ }))
    await waitFor(() => expect(within(addresses()).queryByRole('combobox', { name: /^Tipo/ })).toBeNull())

    const contacts = screen.getByText('Contatos').closest('.MuiPaper-root') as HTMLElement
    expect(within(contacts).getByText(/editados somente aqui/)).toBeTruthy()
    await user.click(within(contacts).getByRole('button', { name: /Adicionar/ }))
    await user.click(within(contacts).getByRole('combobox', { name: /^Tipo/ }))
    await user.click(await screen.findByRole('option', { name: 'Comercial' }))
    await user.type(
      within(contacts).getByRole('textbox', { name: /^E-mail/ }),
      'contato@eventossul.example.test',
    )

    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findAllByText('CNPJ inválido')).not.toHaveLength(0)
    expect(body).toMatchObject({
      name: 'Eventos Sul Ltda.',
      personType: 'LEGAL',
      fantasyName: 'Eventos Sul',
      documents: [{ type: 'CNPJ', number: '12ABC34501DE36', country: 'BR', main: true }],
      contacts: [{ type: 'COMMERCIAL', email: 'contato@eventossul.example.test' }],
    })
    expect(body!.addresses).toEqual([])
    expect(body).not.toHaveProperty('document')
  })
})
