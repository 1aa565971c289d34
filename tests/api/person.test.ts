import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { seedAccounts } from '../../server/seed/accounts.js'

type Body = Record<string, unknown>
type Res = { statusCode: number; body: string; json(): any }

/** A complete natural person: CPF, direct address and mobile contact. */
const natural = (over: Body = {}): Body => ({
  name: 'Helena',
  surname: 'Prado',
  personType: 'NATURAL',
  birthDate: '1984-06-10',
  maritalStatus: 'MARRIED',
  profession: 'Médica',
  personAssignment: { customer: true },
  documents: [{ type: 'CPF', number: '202.611.001-81', country: 'BR', main: true }],
  addresses: [
    {
      type: 0,
      main: true,
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      number: '900',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    },
  ],
  contacts: [
    { type: 'MOBILE', main: true, email: 'helena.prado@example.test', preferredPhone: '+55 11 99999-0000' },
  ],
  ...over,
})

/** A legal person with a CNPJ (typed without punctuation), a revenue address and a commercial contact. */
const legal = (over: Body = {}): Body => ({
  name: 'Eventos Sul Ltda.',
  fantasyName: 'Eventos Sul',
  personType: 'LEGAL',
  foundationDate: '2010-04-01',
  lineOfBusiness: 'Produção de eventos',
  personAssignment: { provider: true },
  providerStatus: 'ACTIVE',
  documents: [{ type: 'CNPJ', number: '11222333000181', country: 'BR', main: true }],
  addresses: [
    {
      type: 2,
      zipCode: '90010150',
      street: 'Rua dos Andradas',
      number: '1234',
      district: 'Centro',
      city: 'Porto Alegre',
      state: 'RS',
      country: 'BR',
    },
  ],
  contacts: [{ type: 'COMMERCIAL', main: true, name: 'Joana Sul', email: 'Contato@EventosSul.example.test' }],
  ...over,
})

describe(`person registry (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let other: Tokens
  let nobody: Tokens

  beforeAll(async () => {
    t = await createTestApp()
    await seedAccounts(t.database.db, new Map(Object.entries(await tenantIds(t.app))), [
      {
        email: 'nopeople@demo.test',
        password: 'NoPeople#2026',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: ['EVENT'] }],
      },
      {
        email: 'blank@demo.test',
        password: 'Blank#2026x',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: [] }],
      },
    ])
    admin = await signIn(t.app, accounts.admin)
    other = await signIn(t.app, accounts.otherAdmin)
    nobody = await signIn(t.app, { username: 'nopeople@demo.test', password: 'NoPeople#2026' })
  })
  afterAll(() => t?.close())

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Tokens = admin,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: bearer(who), payload: payload as never })
  const post = (body: Body, who: Tokens = admin) => call('POST', '/events/person/', who, body)
  async function created(body: Body, who: Tokens = admin) {
    const res = await post(body, who)
    expect(res.statusCode, res.body).toBe(201)
    return res.json()
  }
  function expectError(res: Res, field: string, message: string) {
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toContainEqual({ field, message, target: field })
  }
  const autocomplete = async (query: string, who: Tokens = admin) => {
    const res = await call('GET', `/events/person/autocomplete?${query}`, who)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().content as Body[]
  }

  describe('derived fields', () => {
    it('stores CPF/CNPJ and CEP punctuated and derives document, email and active from the lists', async () => {
      const p = await created(legal())
      expect(p).toMatchObject({
        document: '11.222.333/0001-81',
        email: 'contato@eventossul.example.test',
        active: true,
        personCompany: { active: true, complete: false },
        personAssignment: { customer: false, provider: true, employee: false, salesChannel: false },
      })
      expect(p.documents[0].number).toBe('11.222.333/0001-81')
      expect(p.addresses[0].zipCode).toBe('90010-150')
      // What the event confirmation rule (customerHasDocument) reads is in the stored row.
      const row = await t.database.db
        .selectFrom('registry_record')
        .select('data')
        .where('id', '=', p.id)
        .executeTakeFirstOrThrow()
      expect(row.data.document).toBe('11.222.333/0001-81')
    })

    it('follows the main document and contact on update; a client cannot set them', async () => {
      const p = await created(
        natural({
          name: 'Otávio',
          documents: [{ type: 'CPF', number: '20261100262', country: 'BR', main: true }],
        }),
      )
      expect(p.document).toBe('202.611.002-62')
      const res = await call('PUT', `/events/person/${p.id}`, admin, {
        ...p,
        document: '000',
        email: 'forged@example.test',
        documents: [
          { type: 'CPF', number: '202.611.002-62', country: 'BR', main: false },
          { type: 'PASSPORT', number: 'fx123456', country: 'FR', main: true },
        ],
        contacts: [{ type: 'RESIDENTIAL', main: true, email: 'otavio@example.test' }],
        personCompany: { active: false },
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({
        document: 'FX123456',
        email: 'otavio@example.test',
        active: false,
        version: 2,
      })
    })

    it('takes an alphanumeric CNPJ (issued since July 2026), bare or punctuated, in any case, stored punctuated in capitals', async () => {
      const bare = await created(
        legal({
          name: 'Nova Empresa Ltda.',
          documents: [{ type: 'CNPJ', number: 'GQD7MA00Z54N38', country: 'BR', main: true }],
        }),
      )
      expect(bare.document).toBe('GQ.D7M.A00/Z54N-38')
      expect(bare.documents[0].number).toBe('GQ.D7M.A00/Z54N-38')
      const typed = await created(
        legal({
          name: 'Outra Empresa Ltda.',
          documents: [{ type: 'CNPJ', number: '12.abc.345/01de-35', country: 'BR', main: true }],
        }),
      )
      expect(typed.document).toBe('12.ABC.345/01DE-35')
      // The same CNPJ typed another way is the same document.
      const again = await post(
        legal({
          name: 'Cópia Ltda.',
          documents: [{ type: 'CNPJ', number: '12ABC34501DE35', country: 'BR', main: true }],
        }),
      )
      expect(again.statusCode, again.body).toBe(409)
      expect(again.json().errors).toEqual([
        { field: 'document', message: 'error.unique', target: 'document' },
      ])
      const found = await autocomplete('name=Nova%20Empresa')
      expect(found.map((p) => p.document)).toContain('GQ.D7M.A00/Z54N-38')
    })

    it('the same CPF twice, however typed, is 409 error.unique on document', async () => {
      await created(
        natural({
          name: 'Primeira',
          documents: [{ type: 'CPF', number: '202.611.003-43', country: 'BR', main: true }],
        }),
      )
      const res = await post(
        natural({
          name: 'Segunda',
          documents: [{ type: 'CPF', number: '20261100343', country: 'BR', main: true }],
        }),
      )
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json().errors).toEqual([{ field: 'document', message: 'error.unique', target: 'document' }])
    })
  })

  describe('required fields', () => {
    it('a natural person needs surname, birth date, marital status and profession', async () => {
      const res = await post({ name: 'Sem dados', personType: 'NATURAL' })
      for (const field of ['surname', 'birthDate', 'maritalStatus', 'profession'])
        expectError(res, field, 'error.required')
      expect(res.json().errors.map((e: Body) => e.field)).not.toContain('fantasyName')
    })

    it('a legal person needs fantasy name, foundation date and line of business', async () => {
      const res = await post({ name: 'Empresa sem dados', personType: 'LEGAL' })
      for (const field of ['fantasyName', 'foundationDate', 'lineOfBusiness'])
        expectError(res, field, 'error.required')
      expect(res.json().errors.map((e: Body) => e.field)).not.toContain('surname')
    })

    it('a complete person needs language, group and currency', async () => {
      const res = await post(natural({ name: 'Completa', personCompany: { complete: true } }))
      for (const field of ['language', 'groupPerson', 'currency']) expectError(res, field, 'error.required')
      const brl = (await call('GET', '/events/currency-company/autocomplete?name=Real')).json().content[0]
      await created(
        natural({
          name: 'Completa',
          personCompany: { complete: true },
          language: 'pt-BR',
          groupPerson: 'VIP',
          currency: { id: brl.id },
          documents: [{ type: 'CPF', number: '202.611.004-24', country: 'BR', main: true }],
        }),
      )
    })

    it('a complete person needs a document', async () => {
      expectError(
        await post(natural({ personCompany: { complete: true }, documents: [] })),
        'documents',
        'person.documentRequired',
      )
    })
  })

  describe('documents', () => {
    it('refuses a CPF with a wrong check digit', async () => {
      expectError(
        await post(
          natural({ documents: [{ type: 'CPF', number: '202.611.001-82', country: 'BR', main: true }] }),
        ),
        'documents[0].number',
        'person.invalidCpf',
      )
    })

    it('refuses a CNPJ with a wrong check digit', async () => {
      expectError(
        await post(
          legal({ documents: [{ type: 'CNPJ', number: '11.222.333/0001-82', country: 'BR', main: true }] }),
        ),
        'documents[0].number',
        'person.invalidCnpj',
      )
    })

    it('refuses an alphanumeric CNPJ with a wrong check digit or one repeated character', async () => {
      for (const number of ['GQD7MA00Z54N83', '12.ABC.345/01DE-36', 'AAAAAAAAAAAA00', '12ABC34501DEAB'])
        expectError(
          await post(legal({ documents: [{ type: 'CNPJ', number, country: 'BR', main: true }] })),
          'documents[0].number',
          'person.invalidCnpj',
        )
    })

    it('a document needs its issuing country', async () => {
      expectError(
        await post(natural({ documents: [{ type: 'PASSPORT', number: 'X1', main: true }] })),
        'documents[0].country',
        'error.required',
      )
    })

    it('each document type only once', async () => {
      const documents = [
        { type: 'CPF', number: '202.611.001-81', country: 'BR', main: true },
        { type: 'CPF', number: '202.611.005-05', country: 'BR', main: false },
      ]
      expectError(await post(natural({ documents })), 'documents[1].type', 'person.documentTypeRepeated')
    })

    it('one main document is required', async () => {
      expectError(
        await post(
          natural({ documents: [{ type: 'CPF', number: '202.611.001-81', country: 'BR', main: false }] }),
        ),
        'documents',
        'person.mainDocumentRequired',
      )
    })

    it('only one main document', async () => {
      const documents = [
        { type: 'CPF', number: '202.611.001-81', country: 'BR', main: true },
        { type: 'RG', number: '12.345.678-9', country: 'BR', main: true },
      ]
      expectError(await post(natural({ documents })), 'documents[1].main', 'person.mainDocumentRepeated')
    })

    it('a person without documents may be saved while incomplete (confirmation then refuses it as customer)', async () => {
      const p = await created(natural({ name: 'Sem documento', documents: [] }))
      expect(p).not.toHaveProperty('document')
    })
  })

  describe('addresses', () => {
    const direct = {
      type: 0,
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      number: '900',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    }

    it('each address type only once', async () => {
      expectError(
        await post(natural({ addresses: [{ ...direct, main: true }, direct] })),
        'addresses[1].type',
        'person.addressTypeRepeated',
      )
    })

    it('the required fields depend on the type: a charge address needs an e-mail', async () => {
      const charge = {
        type: 3,
        zipCode: '01310-100',
        street: 'Avenida Paulista',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
      }
      const res = await post(natural({ addresses: [charge] }))
      expectError(res, 'addresses[0].email', 'error.required')
      // A charge address does not need the district a direct one needs.
      expect(res.json().errors.map((e: Body) => e.field)).not.toContain('addresses[0].district')
    })

    it('the required fields depend on the type: a third party address needs whom it belongs to', async () => {
      expectError(
        await post(natural({ addresses: [{ ...direct, type: 1 }] })),
        'addresses[0].contactName',
        'error.required',
      )
    })

    it('a Brazilian zip code (CEP) has 8 digits', async () => {
      expectError(
        await post(natural({ addresses: [{ ...direct, zipCode: '1310-10' }] })),
        'addresses[0].zipCode',
        'person.invalidZipCode',
      )
      // Elsewhere only the shape of a postal code is checked.
      await created(
        natural({
          name: 'Uruguaia',
          documents: [],
          addresses: [{ ...direct, zipCode: '11000', state: 'Montevideo', country: 'UY' }],
        }),
      )
    })

    it('only one main address', async () => {
      const addresses = [
        { ...direct, main: true },
        { ...direct, type: 2, main: true },
      ]
      expectError(await post(natural({ addresses })), 'addresses[1].main', 'person.mainAddressRepeated')
    })

    it('one main address or contact at least', async () => {
      const res = await post(
        natural({
          addresses: [{ ...direct, main: false }],
          contacts: [{ type: 'MOBILE', main: false, email: 'a@example.test' }],
        }),
      )
      expectError(res, 'contacts', 'person.mainAddressOrContactRequired')
      expectError(
        await post(natural({ personCompany: { complete: true }, addresses: [], contacts: [] })),
        'contacts',
        'person.mainAddressOrContactRequired',
      )
    })
  })

  describe('contacts', () => {
    it('a contact needs an e-mail, a preferred phone or an alternative phone', async () => {
      expectError(
        await post(natural({ contacts: [{ type: 'MOBILE', main: true, name: 'Sem meio' }] })),
        'contacts[0].email',
        'person.contactNeedsEmailOrPhone',
      )
      await created(
        natural({
          name: 'Só telefone',
          documents: [],
          contacts: [{ type: 'MOBILE', main: true, alternativePhone: '+55 11 3333-0000' }],
        }),
      )
    })

    it('the e-mail must be valid', async () => {
      expectError(
        await post(natural({ contacts: [{ type: 'MOBILE', main: true, email: 'helena@' }] })),
        'contacts[0].email',
        'error.invalidValue',
      )
    })

    it('an e-mail at the reserved internal domain (PROVIDER_DOMAIN) is refused', async () => {
      expectError(
        await post(natural({ contacts: [{ type: 'MOBILE', main: true, email: 'someone@eventdesk.tech' }] })),
        'contacts[0].email',
        'person.reservedEmailDomain',
      )
      expectError(
        await post(natural({ contacts: [{ type: 'MOBILE', main: true, email: 'x@mail.EVENTDESK.tech' }] })),
        'contacts[0].email',
        'person.reservedEmailDomain',
      )
    })

    it('each contact type only once', async () => {
      const contacts = [
        { type: 'MOBILE', main: true, email: 'a@example.test' },
        { type: 'MOBILE', email: 'b@example.test' },
      ]
      expectError(await post(natural({ contacts })), 'contacts[1].type', 'person.contactTypeRepeated')
    })
  })

  describe('autocomplete', () => {
    it('employee=true (the spec call, simplified ignored) returns only employees, with name, document and e-mail', async () => {
      const content = await autocomplete(
        'name=&customer=false&provider=false&employee=true&simplified=true&page=0',
      )
      expect(content.length).toBeGreaterThanOrEqual(8)
      for (const p of content) expect(p.personAssignment).toMatchObject({ employee: true })
      expect(content.find((p) => p.name === 'Carlos')).toMatchObject({
        document: '529.982.247-25',
        email: 'carlos.pereira@demohotel.test',
      })
      expect(content.map((p) => p.name)).not.toContain('Mariana')
      // `customer=false` means "not filtered by customer": an employee who is also a customer is listed.
      const isCustomer = (p: { personAssignment?: unknown }) =>
        (p.personAssignment as { customer?: boolean } | undefined)?.customer === true
      const all = await autocomplete('name=&employee=true&page=0')
      expect(content.map((p) => p.name)).toEqual(all.map((p) => p.name))
      expect(content.filter(isCustomer).length).toBe(all.filter(isCustomer).length)
    })

    it('provider, customer and salesChannel filter on the assignment; name searches from 2 characters', async () => {
      const providers = await autocomplete('provider=true')
      expect(providers.length).toBeGreaterThan(0)
      for (const p of providers) expect(p.personAssignment).toMatchObject({ provider: true })
      expect((await autocomplete('salesChannel=true')).map((p) => p.name)).toEqual([
        'Agência Rota Viagens Ltda.',
      ])
      const customers = await autocomplete('customer=true&name=Banco')
      expect(customers.map((p) => p.name)).toEqual(['Banco Atlântico S.A.'])
      expect(customers[0]).toMatchObject({
        document: expect.stringMatching(/^\d{2}\.\d{3}\.\d{3}\/0001-\d{2}$/),
        email: 'eventos@atlantico.example.test',
      })
    })

    it('inactive persons are left out', async () => {
      await created(
        natural({ name: 'Inativa Autocomplete', documents: [], personCompany: { active: false } }),
      )
      expect(await autocomplete('name=Inativa%20Autocomplete')).toEqual([])
    })

    it("another tenant's persons never appear", async () => {
      await created(legal({ name: 'Somente Outra Casa Ltda.', documents: [] }), other)
      expect(await autocomplete('name=Somente%20Outra')).toEqual([])
      expect(await autocomplete('name=Gustavo&employee=true')).toEqual([])
      expect((await autocomplete('name=Somente%20Outra', other)).map((p) => p.name)).toEqual([
        'Somente Outra Casa Ltda.',
      ])
      expect(await autocomplete('name=Carlos', other)).toEqual([])
    })
  })

  describe('provider status, home page and the contact autocomplete', () => {
    it('a provider needs its status; a home page must look like a web address', async () => {
      expectError(
        await post(natural({ personAssignment: { provider: true } })),
        'providerStatus',
        'error.required',
      )
      await created(
        natural({
          name: 'Fornecedor Ok',
          personAssignment: { provider: true },
          providerStatus: 'PENDING',
          documents: [],
        }),
      )
      expectError(await post(natural({ homePage: 'not a site' })), 'homePage', 'error.invalidValue')
      await created(natural({ name: 'Com site', homePage: 'https://example.com/eventos', documents: [] }))
    })

    it('contacts are found by person, contact name or e-mail, only in the caller tenant', async () => {
      await created(
        natural({
          name: 'Contato Teste',
          documents: [],
          contacts: [{ type: 'MOBILE', main: true, name: 'Joana Reis', email: 'joana.reis@example.com' }],
        }),
      )
      const res = await call('GET', '/events/contact/autocomplete?name=joana.reis&page=0')
      expect(res.statusCode).toBe(200)
      expect(res.json().content).toEqual([
        expect.objectContaining({
          person: expect.objectContaining({ name: 'Contato Teste' }),
          email: 'joana.reis@example.com',
          type: 'MOBILE',
        }),
      ])
      expect(
        (await call('GET', '/events/contact/autocomplete?name=Contato%20Teste')).json().totalElements,
      ).toBe(1)
      expect(
        (await call('GET', '/events/contact/autocomplete?name=joana.reis', other)).json().content,
      ).toEqual([])
      expect((await call('GET', '/events/contact/autocomplete?name=jo', nobody)).statusCode).toBe(200)
      const blank = await signIn(t.app, { username: 'blank@demo.test', password: 'Blank#2026x' })
      expect((await call('GET', '/events/contact/autocomplete?name=jo', blank)).statusCode).toBe(403)
    })
  })

  describe('access and integrity', () => {
    it('a user without the PERSON feature gets 403 everywhere but the autocomplete the event form uses', async () => {
      // EVENT users pick customers and requesters in the event form without opening the registry.
      expect((await call('GET', '/events/person/autocomplete?employee=true', nobody)).statusCode).toBe(200)
      for (const [method, url] of [
        ['GET', '/events/person'],
        ['GET', '/events/person/1'],
        ['POST', '/events/person/'],
        ['PUT', '/events/person/1'],
        ['DELETE', '/events/person/1'],
      ] as const) {
        const res = await call(
          method,
          url,
          nobody,
          method === 'POST' || method === 'PUT' ? natural() : undefined,
        )
        expect(res.statusCode, `${method} ${url}`).toBe(403)
      }
    })

    it("another tenant's person is 404 on read, update and delete", async () => {
      const p = await created(natural({ name: 'Da Demo', documents: [] }))
      expect((await call('GET', `/events/person/${p.id}`, other)).statusCode).toBe(404)
      expect((await call('PUT', `/events/person/${p.id}`, other, p)).statusCode).toBe(404)
      expect((await call('DELETE', `/events/person/${p.id}`, other)).statusCode).toBe(404)
      expect((await call('GET', `/events/person/${p.id}`)).statusCode).toBe(200)
    })

    it('a department manager can be neither deleted nor deactivated (personCompany.active)', async () => {
      const carlos = (await autocomplete('name=Carlos&employee=true'))[0]
      const read = (await call('GET', `/events/person/${carlos.id}`)).json()
      const off = await call('PUT', `/events/person/${carlos.id}`, admin, {
        ...read,
        personCompany: { ...read.personCompany, active: false },
      })
      expect(off.statusCode, off.body).toBe(409)
      expect(off.json().message).toBe('error.hasDependencies')
      expect((await call('DELETE', `/events/person/${carlos.id}`)).statusCode).toBe(409)
    })
  })
})
