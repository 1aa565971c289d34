import crypto from 'node:crypto'
import { sql } from 'kysely'
import type { FastifyInstance } from 'fastify'
import { withTenant } from '../../server/db/tenant.js'
import { seedAccounts } from '../../server/seed/accounts.js'
import { logIntegration } from '../../server/integration-log/repository.js'
import { accounts, bearer, signIn, tenantIds, tokenRequest, type Tokens } from './auth.js'
import { api, at } from './events.js'
import { drainJobs } from './jobs.js'
import { items, plusHours, roomBody } from './event-items.js'
import { multipart, tinyPng } from './multipart.js'
import { legalPersonBody } from './person.js'
import { sampleRecord } from './sample-record.js'
import { accommodationBody, accommodationFixtures } from './accommodation.js'
import { putConfiguration } from './configuration.js'

/** The sub-items of an event the matrix reaches by id (kind → a body that creates one). */
export type ItemKind =
  | 'requester'
  | 'environment'
  | 'equipment'
  | 'meal'
  | 'menu'
  | 'department'
  | 'discount'
  | 'payment'
  | 'programming'
  | 'commission'
  | 'follow-up'
  | 'room-service'
  | 'attachment'

/** Tenant A's ids (one row of each kind, made through the API) and the callers of the matrix. */
export interface MatrixFixture {
  /** A text in every name tenant A's rows carry: a response to tenant B that holds it leaks. */
  marker: string
  tenantA: number
  tenantB: number
  companyA: number
  adminA: { tokens: Tokens; id: number }
  otherAdmin: Tokens
  /** The provider's technical user, signed into tenant B with its company code. */
  otherTechnical: Tokens
  /** A member of both tenants before choosing one: the token reaches tenant discovery only. */
  unbound: Tokens
  /** A member of tenant A with no feature at all. */
  plain: { tokens: Tokens; id: number }
  event: { id: number; version: number }
  /** The event's dates as created: a full PUT of the event sends them back. */
  eventDates: { startDate: string; endDate: string }
  item: Record<ItemKind, number>
  /** The body each sub-item was created with (its references are tenant A's). */
  itemBody: Partial<Record<ItemKind, Record<string, unknown>>>
  /**
   * Registry name → the id, create body and current version of one record of tenant A (a save
   * sends the version, as updates require; answer-capture.ts follows it as saves move it).
   */
  registry: Map<string, { id: number; body: Record<string, unknown>; version: number }>
  image: number
  publicImage: number
  notification: number
  savedFilter: number
  /** A calendar feed of A's admin (its event's) and its public path (issue 37). */
  calendarFeed: { id: number; path: string }
  integrationLog: number
  /** A box office of tenant A with one sale and the code of its ticket (issue 21). */
  tickets: { boxOffice: { id: number; body: Record<string, unknown> }; sale: number; code: string }
  /** A room block of the event and the body it was made with. */
  accommodation: { id: number; body: Record<string, unknown> }
  /** The reference of a finished report of A's admin (GET /events/file/r/{reference}). */
  report: string
  /** A generated document (its PDF stored) of tenant A's event. */
  document: number
  /** A webhook of tenant A (switched off: the matrix's changes send nothing) and one delivery of it. */
  webhook: { id: number; body: Record<string, unknown>; delivery: string }
}

const PLAIN = { username: 'matrix.plain@demo.test', password: 'Plain#2026' }

/** Writes tenant A's rows through the API as its admin; B's admin and A's featureless member sign in. */
export async function buildMatrixFixture(app: FastifyInstance): Promise<MatrixFixture> {
  const marker = `MXA${crypto.randomBytes(3).toString('hex')}`
  const ids = await tenantIds(app)
  await seedAccounts(app.database.db, new Map(Object.entries(ids)), [
    {
      email: PLAIN.username,
      password: PLAIN.password,
      memberships: [{ tenant: 'DEMO', type: 'COMMON', features: [] }],
    },
  ])
  const admin = await signIn(app, accounts.admin)
  const a = api(app)
  // Kanban routes answer 409 while USE_KANBAN is off: tenant A uses kanban, so its reads answer.
  await putConfiguration(app, admin, [{ name: 'USE_KANBAN', value: true }])
  const schemas = app.registrySchemas
  const bySchema = new Map(schemas.map((s) => [s.$id, s]))
  const registry = new Map<string, { id: number; body: Record<string, unknown>; version: number }>()
  let n = 500
  // Texts carry the marker where the field takes it, so a leak shows up in any response body.
  const mark = (body: Record<string, unknown>, maxLengths: Record<string, number | undefined>) => {
    for (const [k, v] of Object.entries(body))
      if (typeof v === 'string' && v.startsWith('Sample ')) {
        const text = `${marker} ${v}`
        if (!maxLengths[k] || text.length <= maxLengths[k]!) body[k] = text
      }
    return body
  }
  async function record(name: string): Promise<number> {
    const have = registry.get(name)
    if (have) return have.id
    const schema = bySchema.get(name)!
    const body: Record<string, unknown> =
      name === 'person'
        ? legalPersonBody(`${marker} Cliente`)
        : mark(
            await sampleRecord(schema, n++, record),
            Object.fromEntries(
              Object.entries(schema.properties).map(([k, p]) => [k, (p as { maxLength?: number }).maxLength]),
            ),
          )
    // The event's meal is served in the fixture's room.
    if (name === 'environment') body.allowsMeals = true
    const made = await a.post(`${schema['x-resource'].endpoint.replace(/\/$/, '')}/`, admin, body)
    registry.set(name, { id: made.id, body, version: made.version })
    return made.id
  }
  for (const s of schemas) await record(s.$id)

  const room = registry.get('environment')!.id
  const event = await a.event(admin, {
    name: `${marker} Congresso`,
    customer: { id: registry.get('person')!.id },
  })
  const it8 = items(app, admin)
  const item = {} as Record<ItemKind, number>
  const itemBody: MatrixFixture['itemBody'] = {}
  const add = async (kind: ItemKind, body: Record<string, unknown>) => {
    itemBody[kind] = body
    const res =
      kind === 'requester'
        ? await a.call('POST', `/events/event/${event.id}/requester`, admin, {
            ...body,
            eventVersion: await it8.version(event.id),
          })
        : await it8.add(admin, event.id, kind, body)
    if (res.statusCode !== 201 && res.statusCode !== 200)
      throw new Error(`add ${kind}: ${res.statusCode} ${res.body}`)
    const out = res.json()
    // Some item routes answer the whole list: the newest is the one just made.
    item[kind] = out.id ?? out.content?.at(-1)?.id ?? out.at?.(-1)?.id
    if (!item[kind]) throw new Error(`add ${kind}: no id in ${res.body}`)
  }
  const start = event.startDate as string
  await add('requester', { name: `${marker} Solicitante` })
  await add('environment', roomBody(room, start, plusHours(start, 8)))
  await add('equipment', {
    equipment: { id: registry.get('equipment')!.id },
    startDateHour: start,
    endDateHour: plusHours(start, 8),
    amount: 1,
  })
  await add('meal', {
    mealPlace: { id: room },
    startDateHour: plusHours(start, 4),
    endDateHour: plusHours(start, 6),
    value: 4500,
    amount: 10,
  })
  await add('menu', { menu: { id: registry.get('menu')!.id }, observation: `${marker} menu` })
  await add('department', {
    department: { id: registry.get('department')!.id },
    instructions: `${marker} dept`,
  })
  await add('discount', {
    type: 'BY_AREA',
    environmentValue: 100,
    foodAndBeverageValue: 50,
    description: `${marker} desconto`,
  })
  await add('payment', { payer: { id: registry.get('person')!.id }, value: 10 })
  await add('programming', { type: 'BY_DATE', date: at(30, 9), description: `${marker} abertura` })
  await add('commission', {
    responsible: { id: registry.get('person')!.id },
    type: 'TOTAL',
    percentage: 10,
    environmentValue: 100,
  })
  await add('follow-up', { message: `${marker} follow-up` })
  await add('room-service', {
    name: `${marker} Frigobar`,
    chargeType: 'PER_PERSON',
    items: [{ description: 'Água', value: 6, amount: 2 }],
  })
  const pdf = multipart([
    { filename: `${marker}.pdf`, type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
  ])
  const attached = await app.inject({
    method: 'POST',
    url: `/events/event/${event.id}/attachment?eventVersion=${await it8.version(event.id)}`,
    headers: { ...bearer(admin), ...pdf.headers },
    payload: pdf.payload,
  })
  if (attached.statusCode !== 201) throw new Error(`attachment: ${attached.statusCode} ${attached.body}`)
  item.attachment = attached.json().id ?? attached.json().content?.at(-1)?.id ?? attached.json().at?.(-1)?.id

  const stay = await accommodationFixtures(app, admin)
  const accommodationCreate = accommodationBody(stay, event.id, await it8.version(event.id), {
    observation: `${marker} bloco`,
  })
  const made = await a.call('POST', '/events/event/event-accommodation', admin, accommodationCreate)
  if (made.statusCode !== 201) throw new Error(`accommodation: ${made.statusCode} ${made.body}`)
  const accommodation = { id: made.json().id as number, body: accommodationCreate }
  // A real document with its PDF, so the download is read with an id that exists.
  const template = registry.get('template')!
  const requested = await a.call('POST', `/events/event/${event.id}/document`, admin, {
    documentType: template.body.type,
    template: { id: template.id },
  })
  if (requested.statusCode !== 202) throw new Error(`document: ${requested.statusCode} ${requested.body}`)
  await drainJobs(app)
  const document = requested.json().id as number

  const png = (file: string) =>
    multipart([{ filename: `${marker}-${file}.png`, type: 'image/png', bytes: tinyPng }])
  const upload = async (url: string, body: ReturnType<typeof png>) =>
    (
      await app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(admin), ...body.headers },
        payload: body.payload,
      })
    ).json().id as number
  const image = await upload(`/events/image/${ids.DEMO}`, png('private'))
  const publicImage = await upload(`/events/image/public/${ids.DEMO}`, png('public'))

  const adminId = (
    await a.call('GET', `/events/events-users/by-email?email=${accounts.admin.username}`, admin)
  ).json().id as number
  const notification = (
    await a.post('/events/notification/', admin, { eventsUser: { id: adminId }, subject: `${marker} aviso` })
  ).id as number
  const savedFilter = (
    await a.post('/events/event/saved-filters', admin, { name: `${marker} filtro`, filter: {} })
  ).id as number
  const feed = await a.post('/events/calendar-feed', admin, { scope: 'EVENT', id: event.id })
  const calendarFeed = { id: feed.id as number, path: new URL(feed.url as string).pathname }
  // The integration ports write this log themselves (no API creates a row); one row stands for them.
  const integrationLog = await withTenant(app.database.db, ids.DEMO, (trx) =>
    logIntegration(trx, ids.DEMO, {
      integration: 'PMS',
      operation: 'matrix',
      status: 'ERROR',
      message: `${marker} log`,
    }),
  )
  const sectionType = await a.post('/events/section-type/', admin, {
    name: `${marker} Pista`,
    batches: [{ name: 'Lote 1', price: 100, quantity: 100 }],
  })
  const boxOfficeBody = {
    event: { id: event.id },
    name: `${marker} Bilheteria`,
    sections: [{ name: 'Pista', kind: 'STANDING', capacity: 50, sectionType: { id: sectionType.id } }],
  }
  const boxOffice = await a.post('/events/box-office', admin, boxOfficeBody)
  const sale = await a.post(`/events/box-office/${boxOffice.id}/sale`, admin, {
    buyer: { person: { id: registry.get('person')!.id } },
    paymentMethod: 'CASH',
    tickets: [{ section: { id: boxOffice.sections[0].id }, person: { name: `${marker} Pessoa` } }],
  })
  // A public address literal: registration needs no name lookup, and inactive it is never called.
  const webhookBody = {
    url: 'https://93.184.216.34/matrix',
    events: ['event.created'],
    secret: `${marker}-secret`,
    active: false,
  }
  const webhook = await a.post('/events/webhook', admin, webhookBody)
  const delivery = await withTenant(app.database.db, ids.DEMO, (trx) =>
    trx
      .insertInto('webhook_delivery')
      .values({
        tenant_id: ids.DEMO,
        webhook_id: webhook.id,
        type: 'event.created',
        data: JSON.stringify({ marker }),
        status: 'FAILED',
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  )
  const asked = await a.call('POST', '/events/report/event', admin, { format: 'CSV' })
  if (asked.statusCode !== 202) throw new Error(`report: ${asked.statusCode} ${asked.body}`)
  const report = asked.json().reference as string
  await drainJobs(app)
  const companyA = (
    await app.database.db
      .selectFrom('company')
      .select('id')
      .where('tenant_id', '=', ids.DEMO)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id
  const plainTokens = await signIn(app, PLAIN)
  const plainId = (await a.call('GET', `/events/events-users/by-email?email=${PLAIN.username}`, admin)).json()
    .id as number
  const step1 = await app.inject({
    method: 'POST',
    url: '/events/technical-access/',
    payload: { ...accounts.support, tenantCode: 'OTHER' },
  })
  if (step1.statusCode !== 200) throw new Error(`technical access: ${step1.statusCode} ${step1.body}`)
  const otherTechnical = (
    await tokenRequest(app, { grant_type: 'password', ...accounts.support }, '/events/technical-access/login')
  ).json() as Tokens
  if (otherTechnical.tenant_id !== ids.OTHER)
    throw new Error(`technical sign-in into OTHER: ${JSON.stringify(otherTechnical)}`)
  return {
    otherTechnical,
    unbound: await signIn(app, accounts.coordinator),
    marker,
    tenantA: ids.DEMO,
    tenantB: ids.OTHER,
    companyA,
    adminA: { tokens: admin, id: adminId },
    otherAdmin: await signIn(app, accounts.otherAdmin),
    plain: { tokens: plainTokens, id: plainId },
    event: { id: event.id, version: await it8.version(event.id) },
    eventDates: { startDate: event.startDate as string, endDate: event.endDate as string },
    item,
    itemBody,
    registry,
    image,
    publicImage,
    notification,
    savedFilter,
    calendarFeed,
    integrationLog,
    tickets: {
      boxOffice: { id: boxOffice.id, body: { ...boxOfficeBody, sections: boxOffice.sections } },
      sale: sale.id,
      code: sale.tickets[0].code,
    },
    accommodation,
    report,
    document,
    webhook: { id: webhook.id, body: webhookBody, delivery: delivery.id },
  }
}

/** Row count and a hash of a tenant's rows in every table with a tenant_id. */
export async function tenantSnapshot(
  app: FastifyInstance,
  tenantId: number,
): Promise<Record<string, string>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where column_name = 'tenant_id' and table_schema = 'public'
    order by table_name`.execute(app.database.db)
  const out: Record<string, string> = {}
  // As the owner (some tables, e.g. the mail outbox, are not the app role's), with the tenant set
  // for the forced row-level security of the others.
  await app.database.db.transaction().execute(async (trx) => {
    await sql`select set_config('app.tenant_id', ${String(tenantId)}, true)`.execute(trx)
    for (const { table_name } of tables.rows) {
      const t = sql.table(table_name)
      const r = await sql<{ n: number; h: string }>`
        select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
        from ${t} x where tenant_id = ${tenantId}`.execute(trx)
      out[table_name] = `${r.rows[0].n} ${r.rows[0].h}`
    }
    // Global rows that belong to the tenant: its row, and its members' accounts (one e-mail, one password).
    const own = await sql<{ h: string }>`
      select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from (
        select t::text as x from tenant t where t.id = ${tenantId}
        union all
        select u::text from app_user u where u.id in (select user_id from events_user where tenant_id = ${tenantId})
      ) rows`.execute(trx)
    out['tenant, app_user of members'] = own.rows[0].h
  })
  return out
}
