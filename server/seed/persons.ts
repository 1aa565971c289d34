/**
 * Demo persons of both tenants: employees, customers, providers and sales channels, natural and
 * legal, with documents (CPF and CNPJ with real check digits, computed here), addresses and
 * contacts that pass every person rule. Department and event seeds refer to persons by `name`,
 * so the names of the earlier demo persons (Carlos, Fernanda, Gustavo…) are kept.
 */
import { cnpjCheckDigits, formatCnpj } from '../../common/person/cnpj.js'
import { cpfCheckDigits, formatCpf } from '../person/cpf.js'

type Json = Record<string, unknown>
type Role = 'customer' | 'provider' | 'employee' | 'salesChannel'

/** A CPF from its 9-digit base; a CNPJ (head office, branch 0001) from its 8-digit base. */
const cpf = (base: string) => formatCpf(`${base}${cpfCheckDigits(base)}`)
const cnpj = (base: string) => formatCnpj(`${base}0001${cnpjCheckDigits(`${base}0001`)}`)

const assignment = (roles: Role[]) => ({
  customer: roles.includes('customer'),
  provider: roles.includes('provider'),
  employee: roles.includes('employee'),
  salesChannel: roles.includes('salesChannel'),
})

interface Place {
  zipCode: string
  street: string
  number: string
  district: string
  city: string
  state: string
  country?: string
}

const brazilian = (type: 'CPF' | 'CNPJ', number: string) => ({ type, number, country: 'BR', main: true })

interface NaturalSeed {
  name: string
  surname: string
  roles: Role[]
  birthDate: string
  maritalStatus: string
  profession: string
  email: string
  phone: string
  /** A Brazilian's CPF (9-digit base or the full number); foreigners give `documents` instead. */
  cpf?: string
  documents?: Json[]
  country?: string
  place?: Place
  providerStatus?: string
  /** Marks the registration complete: language, group and currency are then informed. */
  complete?: { language: string; groupPerson: string; currency: unknown }
}

export function natural(p: NaturalSeed): Json {
  const number = p.cpf && p.cpf.length === 9 ? cpf(p.cpf) : p.cpf
  return {
    personType: 'NATURAL',
    name: p.name,
    surname: p.surname,
    country: p.country ?? 'BR',
    birthDate: p.birthDate,
    maritalStatus: p.maritalStatus,
    profession: p.profession,
    providerStatus: p.providerStatus,
    ...(p.complete ?? {}),
    personCompany: { active: true, complete: !!p.complete },
    personAssignment: assignment(p.roles),
    documents: number ? [brazilian('CPF', number), ...(p.documents ?? [])] : p.documents,
    addresses: p.place ? [{ type: 0, main: true, ...p.place, country: p.place.country ?? 'BR' }] : undefined,
    contacts: [
      { type: 'MOBILE', main: true, name: `${p.name} ${p.surname}`, email: p.email, preferredPhone: p.phone },
    ],
  }
}

interface LegalSeed {
  name: string
  fantasyName: string
  roles: Role[]
  /** 8-digit base of the CNPJ, or the full punctuated number. */
  cnpj: string
  foundationDate: string
  lineOfBusiness: string
  email: string
  phone: string
  contactName: string
  place: Place
  /** An address for invoices (type 3, charge) with its own e-mail. */
  billingEmail?: string
  stateRegistration?: string
  homePage?: string
  providerStatus?: string
  complete?: { language: string; groupPerson: string; currency: unknown }
}

export function legal(p: LegalSeed): Json {
  const number = p.cnpj.length === 8 ? cnpj(p.cnpj) : p.cnpj
  const documents: Json[] = [brazilian('CNPJ', number)]
  if (p.stateRegistration)
    documents.push({
      type: 'STATE_REGISTRATION',
      number: p.stateRegistration,
      country: 'BR',
      main: false,
      issuer: 'SEFAZ',
    })
  const addresses: Json[] = [{ type: 2, main: true, ...p.place, country: 'BR' }]
  if (p.billingEmail)
    addresses.push({ type: 3, main: false, ...p.place, country: 'BR', email: p.billingEmail })
  return {
    personType: 'LEGAL',
    name: p.name,
    fantasyName: p.fantasyName,
    country: 'BR',
    foundationDate: p.foundationDate,
    lineOfBusiness: p.lineOfBusiness,
    homePage: p.homePage,
    providerStatus: p.providerStatus,
    ...(p.complete ?? {}),
    personCompany: { active: true, complete: !!p.complete },
    personAssignment: assignment(p.roles),
    documents,
    addresses,
    contacts: [
      { type: 'COMMERCIAL', main: true, name: p.contactName, email: p.email, preferredPhone: p.phone },
    ],
  }
}

const paulista: Place = {
  zipCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
}
const pinheiros: Place = {
  zipCode: '05422-030',
  street: 'Rua dos Pinheiros',
  number: '870',
  district: 'Pinheiros',
  city: 'São Paulo',
  state: 'SP',
}
const faria: Place = {
  zipCode: '04538-133',
  street: 'Avenida Brigadeiro Faria Lima',
  number: '3477',
  district: 'Itaim Bibi',
  city: 'São Paulo',
  state: 'SP',
}
const moema: Place = {
  zipCode: '04077-000',
  street: 'Alameda dos Maracatins',
  number: '426',
  district: 'Moema',
  city: 'São Paulo',
  state: 'SP',
}
const savassi: Place = {
  zipCode: '30140-071',
  street: 'Rua Pernambuco',
  number: '1000',
  district: 'Savassi',
  city: 'Belo Horizonte',
  state: 'MG',
}
const amazonas: Place = {
  zipCode: '30180-001',
  street: 'Avenida Amazonas',
  number: '491',
  district: 'Centro',
  city: 'Belo Horizonte',
  state: 'MG',
}
const pampulha: Place = {
  zipCode: '31270-901',
  street: 'Avenida Antônio Carlos',
  number: '6627',
  district: 'Pampulha',
  city: 'Belo Horizonte',
  state: 'MG',
}

const staff = (
  name: string,
  surname: string,
  cpfNumber: string,
  profession: string,
  birthDate: string,
  domain: string,
  phone: string,
) =>
  natural({
    name,
    surname,
    cpf: cpfNumber,
    roles: ['employee'],
    profession,
    birthDate,
    maritalStatus: 'MARRIED',
    email: `${slug(name)}.${slug(surname)}@${domain}`,
    phone,
  })

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '')

/** Demo Hotel, São Paulo. `brl` is the reference to the tenant's Real currency record. */
export function demoPersons(brl: unknown): Json[] {
  const br = { language: 'pt-BR', groupPerson: 'Corporativo', currency: brl }
  return [
    staff(
      'Carlos',
      'Pereira',
      '529.982.247-25',
      'Gerente de eventos',
      '1981-03-14',
      'demohotel.test',
      '+55 11 98811-2001',
    ),
    staff(
      'Fernanda',
      'Lima',
      '123.456.789-09',
      'Coordenadora de eventos',
      '1988-07-02',
      'demohotel.test',
      '+55 11 98811-2002',
    ),
    staff(
      'Rafael',
      'Santos',
      '987.654.321-00',
      'Técnico de audiovisual',
      '1992-11-23',
      'demohotel.test',
      '+55 11 98811-2003',
    ),
    staff(
      'Juliana',
      'Costa',
      '111.444.777-35',
      'Chef executiva',
      '1985-01-30',
      'demohotel.test',
      '+55 11 98811-2004',
    ),
    staff(
      'Bruno',
      'Almeida',
      '246.813.579-28',
      'Supervisor de manutenção',
      '1979-05-17',
      'demohotel.test',
      '+55 11 98811-2005',
    ),
    staff(
      'Patrícia',
      'Gomes',
      '135.792.468-28',
      'Governanta',
      '1983-09-09',
      'demohotel.test',
      '+55 11 98811-2006',
    ),
    staff('Thiago', 'Moreira', '390533447', 'Maître', '1990-02-12', 'demohotel.test', '+55 11 98811-2007'),
    staff(
      'Camila',
      'Ferreira',
      '482101936',
      'Coordenadora de reservas',
      '1995-06-21',
      'demohotel.test',
      '+55 11 98811-2008',
    ),
    natural({
      name: 'Mariana',
      surname: 'Souza',
      cpf: '314.159.265-90',
      roles: ['customer'],
      birthDate: '1987-04-18',
      maritalStatus: 'MARRIED',
      profession: 'Advogada',
      email: 'mariana.souza@example.test',
      phone: '+55 11 97000-3001',
      place: moema,
    }),
    natural({
      name: 'Ricardo',
      surname: 'Oliveira',
      cpf: '271.828.182-05',
      roles: ['customer'],
      birthDate: '1975-12-01',
      maritalStatus: 'DIVORCED',
      profession: 'Médico cardiologista',
      email: 'ricardo.oliveira@example.test',
      phone: '+55 11 97000-3002',
      place: pinheiros,
    }),
    natural({
      name: 'Beatriz',
      surname: 'Carvalho',
      cpf: '605148273',
      roles: ['customer'],
      birthDate: '1993-08-27',
      maritalStatus: 'STABLE_UNION',
      profession: 'Arquiteta',
      email: 'beatriz.carvalho@example.test',
      phone: '+55 11 97000-3003',
      place: paulista,
    }),
    natural({
      name: 'Lucas',
      surname: 'Mendes',
      cpf: '718263549',
      roles: ['customer'],
      birthDate: '1982-10-05',
      maritalStatus: 'MARRIED',
      profession: 'Engenheiro civil',
      email: 'lucas.mendes@example.test',
      phone: '+55 11 97000-3004',
      place: faria,
      complete: br,
    }),
    natural({
      name: 'Valentina',
      surname: 'Rojas',
      country: 'PE',
      roles: ['customer'],
      birthDate: '1989-03-03',
      maritalStatus: 'SINGLE',
      profession: 'Consultora de turismo',
      email: 'valentina.rojas@example.test',
      phone: '+51 1 555-0101',
      documents: [
        { type: 'DNI_PE', number: '45871236', country: 'PE', main: true },
        { type: 'PASSPORT', number: 'PE1234567', country: 'PE', main: false },
      ],
      complete: { language: 'es', groupPerson: 'Internacional', currency: brl },
    }),
    natural({
      name: 'Martín',
      surname: 'Pérez',
      country: 'UY',
      roles: ['customer'],
      birthDate: '1978-09-14',
      maritalStatus: 'MARRIED',
      profession: 'Professor universitário',
      email: 'martin.perez@example.test',
      phone: '+598 2 555-0199',
      documents: [{ type: 'CI_UY', number: '3.456.789-2', country: 'UY', main: true }],
    }),
    natural({
      name: 'John',
      surname: 'Miller',
      country: 'US',
      roles: ['customer'],
      birthDate: '1970-01-22',
      maritalStatus: 'WIDOWED',
      profession: 'Palestrante',
      email: 'john.miller@example.test',
      phone: '+1 212 555-0147',
      documents: [{ type: 'PASSPORT', number: 'US5550147', country: 'US', main: true }],
      complete: { language: 'en-us', groupPerson: 'Internacional', currency: brl },
    }),
    natural({
      name: 'Diego',
      surname: 'Araújo',
      cpf: '836492175',
      roles: ['provider'],
      providerStatus: 'ACTIVE',
      birthDate: '1991-04-08',
      maritalStatus: 'SINGLE',
      profession: 'Fotógrafo',
      email: 'diego.araujo@example.test',
      phone: '+55 11 96000-4001',
      place: pinheiros,
    }),
    legal({
      name: 'Construtora Horizonte Ltda.',
      fantasyName: 'Horizonte',
      cnpj: '33.445.566/0001-86',
      roles: ['customer'],
      foundationDate: '1998-05-20',
      lineOfBusiness: 'Construção civil',
      email: 'eventos@horizonte.example.test',
      phone: '+55 11 3030-1000',
      contactName: 'Sílvia Horizonte',
      place: faria,
      billingEmail: 'financeiro@horizonte.example.test',
      stateRegistration: '110.042.490.114',
      complete: br,
    }),
    legal({
      name: 'Associação Paulista de Cardiologia',
      fantasyName: 'APCardio',
      cnpj: '77.889.900/0001-66',
      roles: ['customer'],
      foundationDate: '1976-08-11',
      lineOfBusiness: 'Associação médica',
      email: 'congresso@apcardio.example.test',
      phone: '+55 11 3030-2000',
      contactName: 'Eduardo Ribeiro',
      place: paulista,
      billingEmail: 'tesouraria@apcardio.example.test',
      homePage: 'https://apcardio.example.test',
    }),
    legal({
      name: 'Banco Atlântico S.A.',
      fantasyName: 'Atlântico',
      cnpj: '60701190',
      roles: ['customer'],
      foundationDate: '1965-02-01',
      lineOfBusiness: 'Banco múltiplo',
      email: 'eventos@atlantico.example.test',
      phone: '+55 11 3030-3000',
      contactName: 'Renato Falcão',
      place: faria,
      billingEmail: 'contas.pagar@atlantico.example.test',
      complete: br,
    }),
    legal({
      name: 'Universidade Metropolitana de São Paulo',
      fantasyName: 'UniMetro',
      cnpj: '43851923',
      roles: ['customer'],
      foundationDate: '1971-03-15',
      lineOfBusiness: 'Ensino superior',
      email: 'extensao@unimetro.example.test',
      phone: '+55 11 3030-4000',
      contactName: 'Profa. Helena Prado',
      place: moema,
    }),
    legal({
      name: 'Laboratórios Vitalis S.A.',
      fantasyName: 'Vitalis',
      cnpj: '19283746',
      roles: ['customer'],
      foundationDate: '2004-11-30',
      lineOfBusiness: 'Indústria farmacêutica',
      email: 'marketing@vitalis.example.test',
      phone: '+55 11 3030-5000',
      contactName: 'Marcelo Tavares',
      place: pinheiros,
      billingEmail: 'nf@vitalis.example.test',
    }),
    legal({
      name: 'Agência Rota Viagens Ltda.',
      fantasyName: 'Rota Viagens',
      cnpj: '27364510',
      roles: ['customer', 'salesChannel'],
      foundationDate: '2012-06-04',
      lineOfBusiness: 'Agência de viagens e eventos',
      email: 'grupos@rotaviagens.example.test',
      phone: '+55 11 3030-6000',
      contactName: 'Aline Rota',
      place: paulista,
    }),
    legal({
      name: 'Som & Luz Produções Ltda.',
      fantasyName: 'Som & Luz',
      cnpj: '10.203.040/0001-94',
      roles: ['provider'],
      providerStatus: 'ACTIVE',
      foundationDate: '2008-09-01',
      lineOfBusiness: 'Sonorização e iluminação',
      email: 'contato@someluz.example.test',
      phone: '+55 11 3131-1000',
      contactName: 'Paulo Luz',
      place: moema,
    }),
    legal({
      name: 'Flores & Arranjos Decoração Ltda.',
      fantasyName: 'Flores & Arranjos',
      cnpj: '55667788',
      roles: ['provider'],
      providerStatus: 'ACTIVE',
      foundationDate: '2015-02-14',
      lineOfBusiness: 'Decoração floral',
      email: 'pedidos@floresarranjos.example.test',
      phone: '+55 11 3131-2000',
      contactName: 'Rosa Lima',
      place: pinheiros,
    }),
    legal({
      name: 'Tradução Simultânea Brasil Ltda.',
      fantasyName: 'TradBrasil',
      cnpj: '66778899',
      roles: ['provider'],
      providerStatus: 'PENDING',
      foundationDate: '2010-10-10',
      lineOfBusiness: 'Tradução e interpretação',
      email: 'cabines@tradbrasil.example.test',
      phone: '+55 11 3131-3000',
      contactName: 'Ana Clara Voss',
      place: paulista,
    }),
    legal({
      name: 'Gráfica Expressa Ltda.',
      fantasyName: 'Gráfica Expressa',
      cnpj: '88990011',
      roles: ['provider'],
      providerStatus: 'BLOCKED',
      foundationDate: '1999-07-07',
      lineOfBusiness: 'Gráfica e sinalização',
      email: 'orcamentos@graficaexpressa.example.test',
      phone: '+55 11 3131-4000',
      contactName: 'Jorge Prensa',
      place: faria,
    }),
  ]
}

/** Other Venue, Belo Horizonte. */
export function otherPersons(brl: unknown): Json[] {
  const mg = { language: 'pt-BR', groupPerson: 'Feiras', currency: brl }
  return [
    staff(
      'Gustavo',
      'Teixeira',
      '161.803.398-05',
      'Gerente de operações',
      '1980-08-08',
      'othervenue.test',
      '+55 31 98800-1001',
    ),
    staff(
      'Aline',
      'Barbosa',
      '141.421.356-51',
      'Coordenadora comercial',
      '1989-12-12',
      'othervenue.test',
      '+55 31 98800-1002',
    ),
    staff(
      'Marcos',
      'Vieira',
      '173.205.080-52',
      'Técnico de montagem',
      '1986-04-04',
      'othervenue.test',
      '+55 31 98800-1003',
    ),
    staff(
      'Larissa',
      'Campos',
      '294817365',
      'Analista de eventos',
      '1996-10-19',
      'othervenue.test',
      '+55 31 98800-1004',
    ),
    natural({
      name: 'Renata',
      surname: 'Duarte',
      cpf: '507391846',
      roles: ['customer'],
      birthDate: '1984-02-29',
      maritalStatus: 'MARRIED',
      profession: 'Produtora cultural',
      email: 'renata.duarte@example.test',
      phone: '+55 31 97000-2001',
      place: savassi,
    }),
    natural({
      name: 'Paulo Henrique',
      surname: 'Silva',
      cpf: '613728495',
      roles: ['customer'],
      birthDate: '1977-06-06',
      maritalStatus: 'SEPARATED',
      profession: 'Empresário',
      email: 'paulo.silva@example.test',
      phone: '+55 31 97000-2002',
      place: amazonas,
    }),
    legal({
      name: 'Feiras Minas Promoções Ltda.',
      fantasyName: 'Feiras Minas',
      cnpj: '90.807.060/0001-03',
      roles: ['customer'],
      foundationDate: '2001-04-01',
      lineOfBusiness: 'Promoção de feiras',
      email: 'contato@feirasminas.example.test',
      phone: '+55 31 3300-1000',
      contactName: 'Márcia Feira',
      place: amazonas,
      billingEmail: 'financeiro@feirasminas.example.test',
      complete: mg,
    }),
    legal({
      name: 'Federação das Indústrias Mineiras',
      fantasyName: 'FIMG',
      cnpj: '17263548',
      roles: ['customer'],
      foundationDate: '1933-02-12',
      lineOfBusiness: 'Entidade de classe',
      email: 'eventos@fimg.example.test',
      phone: '+55 31 3300-2000',
      contactName: 'Otávio Ferro',
      place: savassi,
    }),
    legal({
      name: 'Cooperativa Café das Gerais',
      fantasyName: 'Café das Gerais',
      cnpj: '38475610',
      roles: ['customer'],
      foundationDate: '1990-05-05',
      lineOfBusiness: 'Cooperativa agrícola',
      email: 'feira@cafedasgerais.example.test',
      phone: '+55 31 3300-3000',
      contactName: 'Joana Grão',
      place: pampulha,
      complete: mg,
    }),
    legal({
      name: 'Minas Turismo Eventos Ltda.',
      fantasyName: 'Minas Turismo',
      cnpj: '49586721',
      roles: ['salesChannel'],
      foundationDate: '2016-03-03',
      lineOfBusiness: 'Agência de turismo',
      email: 'vendas@minasturismo.example.test',
      phone: '+55 31 3300-4000',
      contactName: 'Caio Serra',
      place: savassi,
    }),
    legal({
      name: 'Montagens Estandes BH Ltda.',
      fantasyName: 'Estandes BH',
      cnpj: '50697832',
      roles: ['provider'],
      providerStatus: 'ACTIVE',
      foundationDate: '2005-08-15',
      lineOfBusiness: 'Montagem de estandes',
      email: 'projetos@estandesbh.example.test',
      phone: '+55 31 3400-1000',
      contactName: 'Rui Montes',
      place: pampulha,
    }),
    legal({
      name: 'Segurança Patrimonial Alfa Ltda.',
      fantasyName: 'Alfa Segurança',
      cnpj: '61708943',
      roles: ['provider'],
      providerStatus: 'INACTIVE',
      foundationDate: '1997-01-20',
      lineOfBusiness: 'Vigilância e segurança',
      email: 'operacoes@alfaseg.example.test',
      phone: '+55 31 3400-2000',
      contactName: 'Sérgio Alves',
      place: amazonas,
    }),
  ]
}
