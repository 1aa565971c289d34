import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { withTenant } from '../db/tenant.js'
import { AppError } from '../http/errors.js'
import type { RegistryModel } from '../registries/model.js'
import { writePath } from '../registries/write-path.js'
import type { RegistryData } from '../registries/rules/types.js'
import { findRecords, registryModel, type RegistryName } from '../registries/reader.js'
import { insertRecord } from '../registries/repository.js'
import type { RegistryHooks } from '../registries/hooks.js'
import { demoPersons, otherPersons } from './persons.js'
import { seedWord, translatedSeedRegistries } from './registry-words.js'
import { demoTemplatesIn } from './templates.js'
import { roundMoney } from '../../common/money.js'

/**
 * Demo registry records for DEMO ("Demo Hotel", São Paulo) and OTHER ("Other Venue", a convention
 * centre in Belo Horizonte), written through the registry engine.
 *
 * Idempotent per registry and tenant: a registry that already has records is left alone, and its
 * records are only looked up by label so that later registries can still refer to them. Every
 * record is validated against its schema (defaults applied) and its named rules before it is
 * written, so the demo data cannot drift from what the API would accept.
 */

type Trx = Transaction<Database>

/** A reference to a record of the plan (or an existing one) by its label, resolved to `{id}` on insert. */
class Ref {
  constructor(
    readonly registry: string,
    readonly label: string,
  ) {}
}
const ref = (registry: string, label: string) => new Ref(registry, label)
const presale = ref('kanban-checklist', 'Pré-venda')

type SeedValue = string | number | boolean | Ref | SeedValue[] | { [key: string]: SeedValue | undefined }
type SeedRecord = Record<string, SeedValue | undefined>
/** A registry's demo records; a function of the tenant language when their texts follow it. */
export type Plan = [registry: string, records: SeedRecord[] | ((language: string) => SeedRecord[])][]

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** Capacity per format, from `{ "Auditório": 300 }`. */
const capacities = (byFormat: Record<string, number>) =>
  Object.entries(byFormat).map(([format, capacity]) => ({
    format: ref('environment-format', format),
    capacity,
  }))

/** A date this many days from the day the demo is seeded: the second batch is always on sale, the blocks ahead. */
const saleDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const named = (...names: string[]) => names.map((name) => ({ name }))

/** Brazilian national holidays of a year; the movable ones hang on Easter, given per year. */
function nationalHolidays(
  year: number,
  movable: { carnival: [string, string]; goodFriday: string; corpusChristi: string },
): SeedRecord[] {
  const fixed = (name: string, monthDay: string): SeedRecord => ({
    name,
    date: `${year}-${monthDay}`,
    category: 'NATIONAL',
    movable: false,
  })
  return [
    fixed('Confraternização Universal', '01-01'),
    // Carnival is a period; its main day is the Tuesday.
    {
      name: 'Carnaval',
      date: movable.carnival[1],
      startDate: movable.carnival[0],
      endDate: movable.carnival[1],
      category: 'NATIONAL',
      movable: true,
    },
    { name: 'Paixão de Cristo', date: movable.goodFriday, category: 'NATIONAL', movable: true },
    fixed('Tiradentes', '04-21'),
    fixed('Dia do Trabalho', '05-01'),
    { name: 'Corpus Christi', date: movable.corpusChristi, category: 'NATIONAL', movable: true },
    fixed('Independência do Brasil', '09-07'),
    fixed('Nossa Senhora Aparecida', '10-12'),
    fixed('Finados', '11-02'),
    fixed('Proclamação da República', '11-15'),
    fixed('Dia Nacional de Zumbi e da Consciência Negra', '11-20'),
    fixed('Natal', '12-25'),
  ]
}
// Easter 2026 is on 5 April and 2027 on 28 March.
const holidays2026 = nationalHolidays(2026, {
  carnival: ['2026-02-16', '2026-02-17'],
  goodFriday: '2026-04-03',
  corpusChristi: '2026-06-04',
})
const holidays2027 = nationalHolidays(2027, {
  carnival: ['2027-02-08', '2027-02-09'],
  goodFriday: '2027-03-26',
  corpusChristi: '2027-05-27',
})

const pax: SeedRecord[] = [
  { name: 'Bebê', paxType: 'CHILD', ageStart: 0, ageEnd: 2 },
  { name: 'Criança', paxType: 'CHILD', ageStart: 3, ageEnd: 11 },
  { name: 'Adulto', paxType: 'ADULT', ageStart: 12, ageEnd: 120 },
]

const currencies: SeedRecord[] = [
  { name: 'Real brasileiro', isoCode: 'BRL', symbol: 'R$', main: true },
  { name: 'Dólar americano', isoCode: 'USD', symbol: 'US$', main: false },
  { name: 'Euro', isoCode: 'EUR', symbol: '€', main: false },
]

const currencyName: Record<string, string> = Object.fromEntries(
  currencies.map((c) => [c.isoCode as string, c.name as string]),
)
const quotation = (iso: string, dateHour: string, cashValue: number, officialValue: number): SeedRecord => ({
  currencyCompany: ref('currency-company', currencyName[iso]),
  dateHour,
  cashValue,
  officialValue,
})

/** A menu whose value is the sum of its items (value × amount per person). */
function menu(
  name: string,
  meal: string,
  integrationId: string,
  description: string,
  items: [string, number, number][],
): SeedRecord {
  const value = roundMoney(items.reduce((sum, [, v, amount]) => sum + v * amount, 0))
  return {
    name,
    meal: ref('meal', meal),
    value,
    description,
    integrationId,
    items: items.map(([itemDescription, itemValue, amount]) => ({
      description: itemDescription,
      value: itemValue,
      amount,
    })),
  }
}

// ---------------------------------------------------------------------------------------------
// DEMO: Demo Hotel, São Paulo

const demoPlan: Plan = [
  // Complete persons refer to a currency: currencies come first.
  ['currency-company', currencies],
  ['person', demoPersons(ref('currency-company', 'Real brasileiro')) as SeedRecord[]],
  [
    'environment-type',
    [
      {
        name: 'Salão de eventos',
        description: 'Salões com pé-direito alto para banquetes, congressos e festas.',
      },
      { name: 'Sala de reunião', description: 'Salas modulares para reuniões, treinamentos e workshops.' },
      { name: 'Auditório', description: 'Plateia fixa com palco e cabine de projeção.' },
      { name: 'Área externa', description: 'Jardins e terraços, sujeitos ao clima.' },
      { name: 'Restaurante', description: 'Espaços de alimentos e bebidas que podem ser reservados.' },
      { name: 'Foyer', description: 'Áreas de circulação para credenciamento, coffee break e coquetéis.' },
    ],
  ],
  [
    'environment-format',
    named('Auditório', 'Escolar', 'Banquete', 'Coquetel', 'Formato em U', 'Mesa de reunião'),
  ],
  [
    'environment',
    [
      {
        name: 'Ballroom A',
        environmentType: ref('environment-type', 'Salão de eventos'),
        description: 'Metade norte do Grand Ballroom, separada por divisória acústica.',
        floor: 1,
        height: 5.5,
        area: 420,
        dailyRate: 8500,
        allowsMeals: true,
        integrationId: 'AMB-001',
        formats: capacities({
          Auditório: 400,
          Escolar: 220,
          Banquete: 280,
          Coquetel: 450,
          'Formato em U': 80,
        }),
      },
      {
        name: 'Ballroom B',
        environmentType: ref('environment-type', 'Salão de eventos'),
        description: 'Metade sul do Grand Ballroom, com acesso direto ao foyer.',
        floor: 1,
        height: 5.5,
        area: 380,
        dailyRate: 7800,
        allowsMeals: true,
        integrationId: 'AMB-002',
        formats: capacities({
          Auditório: 350,
          Escolar: 200,
          Banquete: 250,
          Coquetel: 400,
          'Formato em U': 70,
        }),
      },
      {
        name: 'Grand Ballroom',
        environmentType: ref('environment-type', 'Salão de eventos'),
        description: 'Ballroom A e Ballroom B integrados, sem a divisória.',
        compound: true,
        composition: [ref('environment', 'Ballroom A'), ref('environment', 'Ballroom B')],
        floor: 1,
        height: 5.5,
        area: 800,
        dailyRate: 15000,
        allowsMeals: true,
        integrationId: 'AMB-003',
        formats: capacities({ Auditório: 750, Escolar: 420, Banquete: 530, Coquetel: 850 }),
      },
      {
        name: 'Auditório Ipê',
        environmentType: ref('environment-type', 'Auditório'),
        floor: 2,
        height: 7,
        area: 300,
        dailyRate: 6500,
        integrationId: 'AMB-004',
        formats: capacities({ Auditório: 280 }),
      },
      {
        name: 'Sala Jacarandá',
        environmentType: ref('environment-type', 'Sala de reunião'),
        floor: 2,
        height: 3.2,
        area: 120,
        dailyRate: 2200,
        allowsMeals: true,
        integrationId: 'AMB-005',
        formats: capacities({ Auditório: 100, Escolar: 60, Banquete: 70, Coquetel: 110, 'Formato em U': 40 }),
      },
      {
        name: 'Sala Cedro',
        environmentType: ref('environment-type', 'Sala de reunião'),
        floor: 2,
        height: 3.2,
        area: 90,
        dailyRate: 1800,
        integrationId: 'AMB-006',
        formats: capacities({ Auditório: 80, Escolar: 45, 'Formato em U': 30, 'Mesa de reunião': 24 }),
      },
      {
        name: 'Sala Aroeira',
        environmentType: ref('environment-type', 'Sala de reunião'),
        floor: 2,
        height: 3,
        area: 60,
        dailyRate: 1200,
        integrationId: 'AMB-007',
        formats: capacities({ Auditório: 50, Escolar: 30, 'Formato em U': 20, 'Mesa de reunião': 16 }),
      },
      {
        name: 'Sala Jatobá',
        environmentType: ref('environment-type', 'Sala de reunião'),
        floor: 3,
        height: 3,
        area: 70,
        dailyRate: 1400,
        integrationId: 'AMB-008',
        formats: capacities({ Auditório: 60, Escolar: 36, 'Formato em U': 24 }),
      },
      {
        name: 'Sala Peroba',
        environmentType: ref('environment-type', 'Sala de reunião'),
        description: 'Sala executiva com mesa única e videoconferência.',
        floor: 3,
        height: 3,
        area: 45,
        dailyRate: 900,
        integrationId: 'AMB-009',
        formats: capacities({ 'Mesa de reunião': 14, 'Formato em U': 16 }),
      },
      {
        name: 'Foyer Principal',
        environmentType: ref('environment-type', 'Foyer'),
        floor: 1,
        height: 5,
        area: 350,
        dailyRate: 3000,
        allowsMeals: true,
        integrationId: 'AMB-010',
        formats: capacities({ Coquetel: 300 }),
      },
      {
        name: 'Jardim das Palmeiras',
        environmentType: ref('environment-type', 'Área externa'),
        description: 'Gramado com pérgola, ideal para cerimônias de casamento.',
        floor: 0,
        area: 1200,
        dailyRate: 9000,
        allowsMeals: true,
        integrationId: 'AMB-011',
        formats: capacities({ Auditório: 500, Banquete: 400, Coquetel: 600 }),
      },
      {
        name: 'Terraço Panorâmico',
        environmentType: ref('environment-type', 'Área externa'),
        floor: 12,
        area: 400,
        dailyRate: 6000,
        allowsMeals: true,
        integrationId: 'AMB-012',
        formats: capacities({ Banquete: 150, Coquetel: 250 }),
      },
      {
        name: 'Restaurante Bistrô',
        environmentType: ref('environment-type', 'Restaurante'),
        floor: 1,
        height: 3.5,
        area: 250,
        dailyRate: 4000,
        allowsMeals: true,
        integrationId: 'AMB-013',
        formats: capacities({ Banquete: 120, Coquetel: 180 }),
      },
    ],
  ],
  [
    'environment-maintenance',
    // Days from the seed, as the demo's events are: fixed dates once put "Troca do carpete" on
    // Sala Cedro on the very day an e2e test booked it there (and left the demo's blocks behind).
    [
      {
        type: 'BLOCK',
        environment: ref('environment', 'Sala Cedro'),
        startDateHour: `${saleDay(12)}T08:00:00`,
        endDateHour: `${saleDay(14)}T18:00:00`,
        observation: 'Troca do carpete',
      },
      {
        type: 'HOUSE_USE',
        environment: ref('environment', 'Sala Peroba'),
        startDateHour: `${saleDay(19)}T14:00:00`,
        endDateHour: `${saleDay(19)}T18:00:00`,
        observation: 'Reunião de diretoria',
      },
      {
        type: 'BLOCK',
        environment: ref('environment', 'Terraço Panorâmico'),
        startDateHour: `${saleDay(45)}T07:00:00`,
        endDateHour: `${saleDay(49)}T19:00:00`,
        observation: 'Impermeabilização do piso',
      },
    ],
  ],
  [
    'equipment',
    [
      {
        type: 'EQUIPMENT',
        name: 'Projetor multimídia 6.000 lumens',
        stock: 6,
        dailyRate: 350,
        integrationId: 'EQP-001',
      },
      {
        type: 'EQUIPMENT',
        name: 'Tela de projeção 150"',
        stock: 6,
        dailyRate: 120,
        integrationId: 'EQP-002',
      },
      { type: 'EQUIPMENT', name: 'Microfone sem fio', stock: 20, dailyRate: 80, integrationId: 'EQP-003' },
      {
        type: 'EQUIPMENT',
        name: 'Sistema de som completo',
        stock: 3,
        dailyRate: 900,
        integrationId: 'EQP-004',
      },
      { type: 'EQUIPMENT', name: 'Notebook', stock: 5, dailyRate: 200, integrationId: 'EQP-005' },
      { type: 'EQUIPMENT', name: 'Flipchart', stock: 10, dailyRate: 40, integrationId: 'EQP-006' },
      { type: 'EQUIPMENT', name: 'Palco modular (m²)', stock: 60, dailyRate: 45, integrationId: 'EQP-007' },
      { type: 'EQUIPMENT', name: 'Iluminação cênica', stock: 2, dailyRate: 1200, integrationId: 'EQP-008' },
      {
        type: 'SERVICE',
        name: 'Tradução simultânea (cabine)',
        stock: 2,
        dailyRate: 2800,
        integrationId: 'SRV-001',
      },
      {
        type: 'SERVICE',
        name: 'Técnico de áudio e vídeo',
        stock: 4,
        dailyRate: 600,
        integrationId: 'SRV-002',
      },
      { type: 'SERVICE', name: 'Segurança', stock: 10, dailyRate: 350, integrationId: 'SRV-003' },
      { type: 'SERVICE', name: 'Recepcionista bilíngue', stock: 8, dailyRate: 280, integrationId: 'SRV-004' },
      { type: 'SERVICE', name: 'Decoração floral', stock: 5, dailyRate: 1500, integrationId: 'SRV-005' },
    ],
  ],
  [
    'meal',
    [
      { name: 'Café da manhã', value: 45, description: 'Servido das 6h30 às 10h.' },
      { name: 'Coffee break', value: 38 },
      { name: 'Almoço', value: 95 },
      { name: 'Jantar', value: 130 },
      { name: 'Coquetel', value: 85 },
      { name: 'Brunch', value: 70 },
    ],
  ],
  [
    'menu',
    [
      menu('Coffee break tradicional', 'Coffee break', 'MEN-001', 'Por pessoa, reposição por 30 minutos.', [
        ['Café, chá e água', 6, 1],
        ['Sucos naturais', 7, 1],
        ['Pão de queijo', 3, 2],
        ['Bolo caseiro', 5, 1],
        ['Mini sanduíches', 4.5, 2],
        ['Frutas da estação', 5, 1],
      ]),
      menu('Coffee break premium', 'Coffee break', 'MEN-002', 'Por pessoa, reposição por 45 minutos.', [
        ['Café, chá e água', 6, 1],
        ['Sucos naturais', 7, 1],
        ['Mini croissants', 5, 2],
        ['Tortinhas doces', 6, 2],
        ['Frutas da estação', 5, 1],
        ['Iogurte com granola', 8, 1],
        ['Salgados assados', 3.5, 2],
      ]),
      menu('Café da manhã continental', 'Café da manhã', 'MEN-003', 'Bufê no restaurante.', [
        ['Pães e frios', 15, 1],
        ['Frutas e cereais', 12, 1],
        ['Ovos e quentes', 10, 1],
        ['Bebidas quentes e sucos', 8, 1],
      ]),
      menu('Almoço executivo', 'Almoço', 'MEN-004', 'Bufê com três opções de prato principal.', [
        ['Entrada: saladas variadas', 18, 1],
        ['Prato principal', 52, 1],
        ['Acompanhamentos', 12, 1],
        ['Sobremesa', 13, 1],
      ]),
      menu('Jantar de gala', 'Jantar', 'MEN-005', 'Serviço empratado em quatro tempos.', [
        ['Couvert', 15, 1],
        ['Entrada', 35, 1],
        ['Prato principal', 85, 1],
        ['Sobremesa', 25, 1],
        ['Café e petit fours', 20, 1],
      ]),
      menu('Coquetel volante', 'Coquetel', 'MEN-006', 'Três horas de serviço volante.', [
        ['Canapés frios', 3.5, 6],
        ['Salgados quentes', 4, 6],
        ['Mini sobremesas', 4, 3],
        ['Bebidas não alcoólicas', 28, 1],
      ]),
    ],
  ],
  [
    'holiday',
    [
      ...holidays2026,
      ...holidays2027,
      { name: 'Aniversário de São Paulo', date: '2026-01-25', category: 'MUNICIPAL', movable: false },
      { name: 'Aniversário de São Paulo', date: '2027-01-25', category: 'MUNICIPAL', movable: false },
      { name: 'Revolução Constitucionalista', date: '2026-07-09', category: 'STATE', movable: false },
      { name: 'Revolução Constitucionalista', date: '2027-07-09', category: 'STATE', movable: false },
    ],
  ],
  [
    'event-location',
    [
      { name: 'Demo Hotel (sede)', address: 'Avenida Paulista, 1000', city: 'São Paulo', capacity: 2500 },
      { name: 'Espaço Jardim Europa', address: 'Rua Groenlândia, 200', city: 'São Paulo', capacity: 600 },
      { name: 'Arena Cultural Centro', address: 'Praça da República, 50', city: 'São Paulo', capacity: 3000 },
    ],
  ],
  [
    'technical-visit',
    [
      {
        personName: 'Luciana Martins',
        company: 'Construtora Horizonte Ltda.',
        email: 'luciana.martins@horizonte.example.test',
        phone: '+55 11 98765-4321',
        environment: ref('environment', 'Grand Ballroom'),
        dateHour: '2026-12-02T10:00:00',
        observation: 'Convenção anual de vendas, cerca de 600 pessoas.',
      },
      {
        personName: 'Eduardo Ribeiro',
        company: 'Associação Paulista de Cardiologia',
        email: 'eduardo.ribeiro@apcardio.example.test',
        environment: ref('environment', 'Auditório Ipê'),
        dateHour: '2026-12-04T15:00:00',
      },
      {
        personName: 'Camila Rocha',
        phone: '+55 11 91234-5678',
        environment: ref('environment', 'Jardim das Palmeiras'),
        dateHour: '2026-12-06T11:00:00',
        observation: 'Cerimônia de casamento ao ar livre em abril.',
      },
    ],
  ],
  [
    'currency-quotation',
    [
      quotation('USD', '2026-11-16T09:00:00', 5.52, 5.41),
      quotation('EUR', '2026-11-16T09:00:00', 6.41, 6.28),
      quotation('USD', '2026-11-20T09:00:00', 5.48, 5.37),
      quotation('EUR', '2026-11-20T09:00:00', 6.38, 6.25),
    ],
  ],
  [
    'area-interest',
    named(
      'Corporativo',
      'Social',
      'Casamento',
      'Formatura',
      'Congresso e convenção',
      'Feira e exposição',
      'Show e entretenimento',
    ),
  ],
  [
    'cancellation-reason',
    [
      { name: 'Preço acima do orçamento', type: 'NOT_CONVERTED' },
      { name: 'Escolheu outro local', type: 'NOT_CONVERTED' },
      { name: 'Data indisponível', type: 'NOT_CONVERTED' },
      { name: 'Evento cancelado pelo cliente', type: 'CANCELED' },
      { name: 'Falta de pagamento', type: 'CANCELED' },
      { name: 'Força maior', type: 'CANCELED' },
    ],
  ],
  [
    'event-type',
    [
      ...named(
        'Congresso',
        'Casamento',
        'Reunião corporativa',
        'Treinamento',
        'Confraternização',
        'Formatura',
        'Feira e exposição',
      ),
      { name: 'Evento interno', internal: true },
    ],
  ],
  [
    'event-origin',
    named(
      'Site',
      'Telefone',
      'E-mail',
      'Indicação de cliente',
      'Agência de eventos',
      'Redes sociais',
      'Visita presencial',
    ),
  ],
  [
    'department',
    [
      {
        name: 'Alimentos e Bebidas',
        email: 'aeb@demohotel.test',
        manager: ref('person', 'Carlos'),
        employees: [ref('person', 'Fernanda'), ref('person', 'Rafael')],
      },
      {
        name: 'Eventos',
        email: 'eventos@demohotel.test',
        manager: ref('person', 'Juliana'),
        employees: [ref('person', 'Fernanda'), ref('person', 'Bruno')],
      },
      { name: 'Manutenção', manager: ref('person', 'Bruno'), employees: [ref('person', 'Rafael')] },
      { name: 'Governança', manager: ref('person', 'Patrícia'), employees: [ref('person', 'Rafael')] },
    ],
  ],
  [
    'waiting-list-group',
    [
      {
        name: 'Confraternizações de dezembro',
        description: 'Pedidos para as sextas-feiras de dezembro de 2026.',
      },
      {
        name: 'Casamentos alta temporada',
        description: 'Sábados de setembro a novembro no Jardim das Palmeiras.',
      },
    ],
  ],
  [
    'kanban-checklist',
    [
      {
        name: 'Pré-venda',
        items: [
          { description: 'Enviar proposta comercial' },
          { description: 'Agendar visita técnica' },
          { description: 'Enviar minuta de contrato' },
          { description: 'Receber o sinal' },
        ],
      },
      {
        name: 'Pré-evento',
        items: [
          { description: 'Confirmar o número de participantes' },
          { description: 'Enviar ordem de serviço aos departamentos' },
          { description: 'Conferir a montagem' },
        ],
      },
    ],
  ],
  // After the checklists: a column names the checklist its cards carry.
  [
    'kanban-status',
    [
      { name: 'Novo contato', color: '#1976d2', order: 1, situation: 'NEW', checklist: presale },
      { name: 'Em negociação', color: '#f9a825', order: 2, situation: 'NEGOTIATION', checklist: presale },
      { name: 'Proposta enviada', color: '#8e24aa', order: 3, checklist: presale },
      {
        name: 'Confirmado',
        color: '#2e7d32',
        order: 4,
        situation: 'CONFIRMED',
        checklist: ref('kanban-checklist', 'Pré-evento'),
      },
      { name: 'Perdido', color: '#c62828', order: 5, situation: 'CANCELED' },
    ],
  ],
  [
    'hosting-unit-type',
    [
      { name: 'Standard Solteiro', code: 'STD-SGL', paxCapacity: 1 },
      { name: 'Standard Casal', code: 'STD-DBL', paxCapacity: 2 },
      { name: 'Luxo Triplo', code: 'LXO-TPL', paxCapacity: 3 },
      { name: 'Suíte Família', code: 'STE-FAM', paxCapacity: 4 },
      { name: 'Suíte Presidencial', code: 'STE-PRE', paxCapacity: 2 },
    ],
  ],
  [
    'pension',
    [
      { name: 'Somente hospedagem', type: 'ROOM_ONLY' },
      { name: 'Café da manhã incluso', type: 'BREAKFAST' },
      { name: 'Meia pensão', type: 'HALF_PENSION' },
      { name: 'Pensão completa', type: 'FULL_PENSION' },
      { name: 'All inclusive', type: 'ALL_INCLUDED' },
      { name: 'Day use', type: 'DAY_USE' },
    ],
  ],
  ['pax', pax],
  [
    'section-type',
    [
      {
        name: 'Pista',
        description: 'Em pé, em frente ao palco.',
        batches: [
          {
            name: '1º lote',
            price: 120,
            quantity: 500,
            saleStart: saleDay(-60),
            saleEnd: saleDay(-31),
            order: 1,
          },
          {
            name: '2º lote',
            price: 150,
            quantity: 500,
            saleStart: saleDay(-30),
            saleEnd: saleDay(90),
            order: 2,
          },
        ],
      },
      {
        name: 'Plateia',
        description: 'Cadeiras numeradas.',
        batches: [{ name: 'Lote único', price: 180, quantity: 300 }],
      },
      {
        name: 'Camarote',
        description: 'Área reservada com open bar.',
        batches: [{ name: 'Lote único', price: 450, quantity: 80 }],
      },
    ],
  ],
  ['template', demoTemplatesIn],
]

// ---------------------------------------------------------------------------------------------
// OTHER: Other Venue, a convention centre in Belo Horizonte (no accommodation)

const otherPlan: Plan = [
  ['currency-company', currencies.slice(0, 2)],
  ['person', otherPersons(ref('currency-company', 'Real brasileiro')) as SeedRecord[]],
  ['environment-type', named('Pavilhão', 'Auditório', 'Sala de reunião')],
  ['environment-format', named('Auditório', 'Escolar', 'Coquetel', 'Banquete')],
  [
    'environment',
    [
      {
        name: 'Pavilhão Norte',
        environmentType: ref('environment-type', 'Pavilhão'),
        area: 5000,
        height: 12,
        floor: 0,
        dailyRate: 25000,
        allowsMeals: true,
        integrationId: 'PAV-N',
        formats: capacities({ Auditório: 3000, Coquetel: 4000, Banquete: 2000 }),
      },
      {
        name: 'Pavilhão Sul',
        environmentType: ref('environment-type', 'Pavilhão'),
        area: 4500,
        height: 12,
        floor: 0,
        dailyRate: 22000,
        allowsMeals: true,
        integrationId: 'PAV-S',
        formats: capacities({ Auditório: 2700, Coquetel: 3600, Banquete: 1800 }),
      },
      {
        name: 'Pavilhão Integrado',
        environmentType: ref('environment-type', 'Pavilhão'),
        compound: true,
        composition: [ref('environment', 'Pavilhão Norte'), ref('environment', 'Pavilhão Sul')],
        area: 9500,
        height: 12,
        floor: 0,
        dailyRate: 45000,
        allowsMeals: true,
        integrationId: 'PAV-NS',
        formats: capacities({ Auditório: 5800, Coquetel: 7600, Banquete: 3800 }),
      },
      {
        name: 'Auditório Central',
        environmentType: ref('environment-type', 'Auditório'),
        area: 900,
        floor: 1,
        dailyRate: 9000,
        integrationId: 'AUD-C',
        formats: capacities({ Auditório: 800 }),
      },
      {
        name: 'Sala 101',
        environmentType: ref('environment-type', 'Sala de reunião'),
        area: 80,
        floor: 1,
        dailyRate: 1500,
        integrationId: 'S-101',
        formats: capacities({ Auditório: 70, Escolar: 40 }),
      },
      {
        name: 'Sala 102',
        environmentType: ref('environment-type', 'Sala de reunião'),
        area: 80,
        floor: 1,
        dailyRate: 1500,
        integrationId: 'S-102',
        formats: capacities({ Auditório: 70, Escolar: 40 }),
      },
    ],
  ],
  [
    'equipment',
    [
      {
        type: 'EQUIPMENT',
        name: 'Projetor laser 20.000 lumens',
        stock: 4,
        dailyRate: 1800,
        integrationId: 'OV-EQP-1',
      },
      {
        type: 'EQUIPMENT',
        name: 'Sistema de som line array',
        stock: 2,
        dailyRate: 4500,
        integrationId: 'OV-EQP-2',
      },
      {
        type: 'EQUIPMENT',
        name: 'Estande básico 3x3 m',
        stock: 200,
        dailyRate: 250,
        integrationId: 'OV-EQP-3',
      },
      { type: 'SERVICE', name: 'Credenciamento', stock: 20, dailyRate: 300, integrationId: 'OV-SRV-1' },
      { type: 'SERVICE', name: 'Brigada de incêndio', stock: 12, dailyRate: 400, integrationId: 'OV-SRV-2' },
    ],
  ],
  [
    'meal',
    [
      { name: 'Coffee break', value: 32 },
      { name: 'Almoço', value: 75 },
    ],
  ],
  [
    'menu',
    [
      menu('Coffee break básico', 'Coffee break', 'OV-MEN-1', 'Por pessoa.', [
        ['Café, chá e água', 5, 1],
        ['Pão de queijo mineiro', 3, 3],
        ['Bolo de fubá', 4, 1],
        ['Frutas', 5, 1],
        ['Sucos', 9, 1],
      ]),
    ],
  ],
  [
    'holiday',
    [
      ...holidays2026,
      ...holidays2027,
      { name: 'Aniversário de Belo Horizonte', date: '2026-12-12', category: 'MUNICIPAL', movable: false },
      { name: 'Aniversário de Belo Horizonte', date: '2027-12-12', category: 'MUNICIPAL', movable: false },
    ],
  ],
  [
    'event-location',
    [
      {
        name: 'Other Venue (pavilhões)',
        address: 'Avenida Amazonas, 6030',
        city: 'Belo Horizonte',
        capacity: 12000,
      },
    ],
  ],
  ['currency-quotation', [quotation('USD', '2026-11-20T09:00:00', 5.5, 5.37)]],
  ['area-interest', named('Feiras', 'Congressos', 'Shows')],
  [
    'cancellation-reason',
    [
      { name: 'Orçamento recusado', type: 'NOT_CONVERTED' },
      { name: 'Cancelado pelo organizador', type: 'CANCELED' },
    ],
  ],
  ['event-type', [...named('Feira', 'Congresso', 'Show'), { name: 'Evento interno', internal: true }]],
  ['event-origin', named('Site', 'Indicação', 'Prospecção ativa')],
  [
    'department',
    [
      {
        name: 'Operações',
        manager: ref('person', 'Gustavo'),
        employees: [ref('person', 'Aline'), ref('person', 'Marcos')],
      },
    ],
  ],
  [
    'kanban-status',
    [
      { name: 'Prospecção', color: '#0288d1', order: 1, situation: 'NEW' },
      { name: 'Negociação', color: '#ef6c00', order: 2, situation: 'NEGOTIATION' },
      { name: 'Fechado', color: '#388e3c', order: 3, situation: 'CONFIRMED' },
    ],
  ],
  [
    'section-type',
    [
      {
        name: 'Arquibancada',
        batches: [
          { name: 'Lote único', price: 90, quantity: 2000, saleStart: '2026-11-01', saleEnd: '2027-03-31' },
        ],
      },
    ],
  ],
  ['template', demoTemplatesIn],
]

export const registrySeedPlans: Record<string, Plan> = { DEMO: demoPlan, OTHER: otherPlan }

// ---------------------------------------------------------------------------------------------
// Writing

class MissingRef extends Error {}

/** Record ids by registry and label, from what exists and what this run inserts. */
type Ids = Map<string, number>
const key = (registry: string, label: string) => `${registry}\u0000${label}`

function resolve(value: SeedValue | undefined, ids: Ids): unknown {
  if (value instanceof Ref) {
    const id = ids.get(key(value.registry, value.label))
    if (id === undefined) throw new MissingRef(`${value.registry} "${value.label}"`)
    return { id }
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, ids))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, resolve(v, ids)]),
    )
  }
  return value
}

/** The seed's records go through the API's write path: a demo row breaking a rule fails the seed. */
async function checked(
  trx: Trx,
  hooks: RegistryHooks,
  tenantId: number,
  model: RegistryModel,
  record: SeedRecord,
  data: RegistryData,
) {
  try {
    return (await writePath({ trx, tenantId, hooks }, model, data)).record
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    throw new Error(`seed ${model.name} ${JSON.stringify(record)}: ${JSON.stringify(err.toBody())}`, {
      cause: err,
    })
  }
}

async function seedRegistry(
  trx: Trx,
  hooks: RegistryHooks,
  tenantId: number,
  registry: string,
  records: SeedRecord[],
  ids: Ids,
  model: RegistryModel,
  language: string,
) {
  const label = model.resource.label ?? 'name'
  const translate = translatedSeedRegistries.has(registry)
  const existing = (await findRecords(trx, registry as RegistryName)) as RegistryData[]
  if (existing.length) {
    for (const r of existing)
      if (typeof r[label] === 'string') ids.set(key(registry, r[label] as string), Number(r.id))
    return
  }
  for (const record of records) {
    let data: RegistryData
    try {
      data = resolve(record, ids) as RegistryData
      if (translate && typeof data[label] === 'string')
        data[label] = seedWord(language, data[label] as string)
    } catch (err) {
      // A referenced record was removed from a registry seeded earlier: leave this one out.
      if (err instanceof MissingRef) continue
      throw err
    }
    data = await checked(trx, hooks, tenantId, model, record, data)
    const id = await insertRecord(trx, hooks, tenantId, model, data, null)
    if (typeof data[label] === 'string') ids.set(key(registry, data[label] as string), Number(id))
  }
}

/**
 * Writes the demo registries of each tenant in `tenants` (code → id) that has a plan, one
 * transaction per tenant, registries in dependency order. `hooks`: the app's named rules and
 * write listeners (`app.registries.hooks`), registered by the domains at boot.
 */
export async function seedRegistries(
  db: Kysely<Database>,
  hooks: RegistryHooks,
  tenants: Map<string, number>,
  plans = registrySeedPlans,
): Promise<void> {
  for (const [code, plan] of Object.entries(plans)) {
    const tenantId = tenants.get(code)
    if (!tenantId) continue
    await withTenant(db, tenantId, async (trx) => {
      const company = await trx.selectFrom('company').select('language').executeTakeFirst()
      const language = company?.language ?? 'pt-BR'
      const ids: Ids = new Map()
      for (const [registry, plain] of plan) {
        const model = registryModel(registry)
        if (!model) throw new Error(`seed: no schema for registry ${registry}`)
        const records = typeof plain === 'function' ? plain(language) : plain
        await seedRegistry(trx, hooks, tenantId, registry, records, ids, model, language)
      }
    })
  }
}
