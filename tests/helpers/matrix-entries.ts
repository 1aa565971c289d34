import type { RegistrySchema } from '../../server/schemas/load.js'
import { accounts } from './auth.js'
import type { ItemKind, MatrixFixture } from './matrix-fixture.js'
import { multipart } from './multipart.js'

/** One call of a route with tenant A's ids (path, query or body). */
export interface MatrixCall {
  url: string
  payload?: unknown
  headers?: Record<string, string>
}

/**
 * How a route is called by the matrix, and what it must answer:
 * - `cross`: tenant B's admin with tenant A's ids. `ids` = the target's id is in the path or query
 *   (403/404); `body` = A's ids only in the body, as target or reference (400/403/404);
 *   `scoped` = nothing of A is named, B works on its own data (any status but 5xx, and nothing of A
 *   in the answer); or why the route is exempt.
 * - `feature`: tenant A's member without any feature, same call: 403, or why it is exempt.
 * Tenant B's admin also sends the call with A's `tenant-id` header and with A's `idCompany`
 * (403 both) unless the route is public.
 */
type Cross = 'ids' | 'body' | 'scoped' | { exempt: string }

export interface MatrixEntry {
  call: (f: MatrixFixture) => MatrixCall
  cross: Cross | ((f: MatrixFixture) => Cross)
  feature: 'denied' | { exempt: string }
  /** No token is read: a reason. Only `cross` runs (B's admin token is ignored by the route). */
  public?: string
  /** Tenant discovery: a token without a tenant may call it (the unbound form does not run). */
  tenantOptional?: true
  /** The registry record a successful call saves: its version follows the answer's. */
  saves?: (f: MatrixFixture) => { version: number }
}

const publicRoute = (
  why: string,
  call: (f: MatrixFixture) => MatrixCall = () => ({ url: '/' }),
): MatrixEntry => ({
  call,
  public: why,
  cross: { exempt: why },
  feature: { exempt: why },
})
const guarded = (
  call: MatrixEntry['call'],
  cross: MatrixEntry['cross'],
  feature: MatrixEntry['feature'] = 'denied',
  saves?: MatrixEntry['saves'],
): MatrixEntry => ({ call, cross, feature, ...(saves ? { saves } : {}) })
/** Tenant A's texts never go to tenant B: a scoped create gets them without the marker. */
const unmarked = (f: MatrixFixture, body: unknown) =>
  JSON.parse(JSON.stringify(body).replaceAll(f.marker, 'MXB'))

const ITEM_KINDS: ItemKind[] = [
  'environment',
  'equipment',
  'meal',
  'menu',
  'department',
  'discount',
  'payment',
  'programming',
  'commission',
  'follow-up',
  'room-service',
  'attachment',
]

/** Every route's entry, keyed `METHOD url` as Fastify registers it. Registry routes come from the schemas. */
export function matrixEntries(schemas: RegistrySchema[]): Map<string, MatrixEntry> {
  const m = new Map<string, MatrixEntry>()
  const set = (key: string, e: MatrixEntry) => {
    if (m.has(key)) throw new Error(`two matrix entries for ${key}`)
    m.set(key, e)
  }

  // Public: no token is read, or the route serves no tenant data.
  const docs = 'the OpenAPI document and its UI hold no tenant data'
  for (const url of [
    '/docs',
    '/docs/static/index.html',
    '/docs/static/swagger-initializer.js',
    '/docs/static/*',
    '/docs/json',
    '/docs/yaml',
  ])
    set(`GET ${url}`, publicRoute(docs))
  set('GET /health', publicRoute('health check for supervisors, no tenant data'))
  set('GET /*', publicRoute('the SPA and its static files, no tenant data'))
  set('POST /cm-oauth/oauth/token', publicRoute('sign-in: the token endpoint (auth-token.test.ts)'))
  set(
    'GET /.well-known/oauth-authorization-server',
    publicRoute('OAuth server metadata, no tenant data (oauth-standard-clients.test.ts)', () => ({
      url: '/.well-known/oauth-authorization-server',
    })),
  )
  set(
    'PUT /cm-oauth/admin/user/unblock',
    publicRoute('password recovery with a mailed key (password-recovery.test.ts)'),
  )
  set(
    'POST /events/events-users/recover-password',
    publicRoute('password recovery request, answers the same for every e-mail'),
  )
  set(
    'POST /events/events-users/accept-invitation',
    publicRoute('takes a mailed invitation key (invitations.test.ts)'),
  )
  set(
    'POST /events/technical-access/',
    publicRoute('technical users sign in with a company code (auth-access.test.ts)'),
  )
  set(
    'POST /events/technical-access/login',
    publicRoute('technical users sign in with a company code (auth-access.test.ts)'),
  )
  set(
    'GET /events/ws',
    publicRoute('WebSocket upgrade, reads access_token itself (realtime.test.ts, realtime-sessions.test.ts)'),
  )
  const signing = "a signer's single-use link of the built-in e-signature service (signing-link.test.ts)"
  for (const method of ['GET', 'POST'])
    set(
      `${method} /events/esign-local/sign/:token`,
      publicRoute(signing, (f) => ({
        url: `/events/esign-local/sign/${f.tenantA}.${'A'.repeat(43)}`,
        payload: method === 'POST' ? { decision: 'SIGNED' } : undefined,
      })),
    )
  set('GET /events/image/:id', publicRoute('an image token names its image and tenant (images.test.ts)'))
  // B's admin token is ignored: A's feed reads as A's owner, and answers nothing of B (calendar-feeds.test.ts).
  set(
    'GET /events/ics/:file',
    publicRoute(
      'a calendar feed: its secret token names its feed and tenant (calendar-feeds.test.ts)',
      (f) => ({
        url: f.calendarFeed.path,
      }),
    ),
  )
  // The tenant is in the query: another tenant's id never serves A's image.
  set('GET /events/image-public/:id', {
    ...publicRoute('public images of a tenant'),
    call: (f) => ({ url: `/events/image-public/${f.publicImage}?tenant-id=${f.tenantB}` }),
    cross: 'ids',
  })

  // Session only: tenant discovery, the session user, one's own inbox.
  const discovery = 'tenant discovery of the signed-in user, before features exist'
  const discoveryRoute = (call: MatrixEntry['call']): MatrixEntry => ({
    call,
    cross: 'ids',
    feature: { exempt: discovery },
    tenantOptional: true,
  })
  set(
    'GET /events/tenants/tenant-id',
    discoveryRoute(() => ({ url: `/events/tenants/tenant-id?username=${accounts.admin.username}` })),
  )
  set(
    'GET /events/tenants/tenant-user',
    discoveryRoute(() => ({ url: `/events/tenants/tenant-user?username=${accounts.admin.username}` })),
  )
  set(
    'GET /events/tenants/:tenantId/code',
    discoveryRoute((f) => ({ url: `/events/tenants/${f.tenantA}/code` })),
  )
  set(
    'GET /events/events-users/by-email',
    guarded(() => ({ url: `/events/events-users/by-email?email=${accounts.admin.username}` }), 'ids'),
  )
  set(
    'GET /events/events-users/features/:userId',
    guarded((f) => ({ url: `/events/events-users/features/${f.adminA.id}` }), 'ids'),
  )
  set(
    'GET /events/establishment-user',
    guarded(() => ({ url: '/events/establishment-user' }), 'scoped', {
      exempt: "every member's app shell reads the company's modules and language",
    }),
  )
  set(
    'GET /events/configuration',
    guarded(() => ({ url: '/events/configuration' }), 'scoped', {
      exempt: "every member's app reads the settings (configuration.test.ts)",
    }),
  )
  set(
    'GET /events/notification/:id',
    guarded((f) => ({ url: `/events/notification/${f.notification}` }), 'ids'),
  )
  set(
    'POST /events/notification/list',
    guarded((f) => ({ url: '/events/notification/list', payload: { userId: f.adminA.id } }), 'body'),
  )
  set(
    'GET /events/notification/unread/:userId',
    guarded((f) => ({ url: `/events/notification/unread/${f.adminA.id}` }), 'ids'),
  )
  set(
    'POST /events/notification/read',
    guarded((f) => ({ url: '/events/notification/read', payload: [f.notification] }), 'body'),
  )
  set(
    'POST /events/notification/readAll/:userId',
    guarded((f) => ({ url: `/events/notification/readAll/${f.adminA.id}` }), 'ids'),
  )
  const anyMember =
    'any member uploads and sees images of forms (images.test.ts); the tenant in the path is checked'
  const png = multipart([
    { filename: 'x.png', type: 'image/png', bytes: Buffer.from('iVBORw0KGgo=', 'base64') },
  ])
  set(
    'POST /events/image/:id',
    guarded((f) => ({ url: `/events/image/${f.tenantA}`, ...png }), 'ids', { exempt: anyMember }),
  )
  set(
    'POST /events/image/public/:tenantId',
    guarded((f) => ({ url: `/events/image/public/${f.tenantA}`, ...png }), 'ids', { exempt: anyMember }),
  )
  set(
    'GET /events/image/:id/temporary',
    guarded((f) => ({ url: `/events/image/${f.image}/temporary` }), 'ids', { exempt: anyMember }),
  )

  // Notifications (sending and managing them needs NOTIFICATION).
  set(
    'POST /events/notification',
    guarded(
      (f) => ({ url: '/events/notification', payload: { eventsUser: { id: f.adminA.id }, subject: 'x' } }),
      'body',
    ),
  )
  set(
    'PUT /events/notification',
    guarded((f) => ({ url: '/events/notification', payload: { id: f.notification, subject: 'x' } }), 'body'),
  )
  set(
    'DELETE /events/notification/:id',
    guarded((f) => ({ url: `/events/notification/${f.notification}` }), 'ids'),
  )

  // Users and permissions.
  set(
    'GET /events/events-users',
    guarded(() => ({ url: '/events/events-users' }), 'scoped'),
  )
  set(
    'GET /events/events-users/autocomplete',
    guarded(() => ({ url: '/events/events-users/autocomplete' }), 'scoped'),
  )
  set(
    'POST /events/events-users',
    guarded(
      () => ({
        url: '/events/events-users',
        payload: { email: 'matrix.new@demo.test', type: 'COMMON', active: true, features: [] },
      }),
      'scoped',
    ),
  )
  set(
    'PUT /events/events-users',
    guarded(
      (f) => ({ url: '/events/events-users', payload: { id: f.plain.id, features: ['EVENT'] } }),
      'body',
    ),
  )
  set(
    'GET /events/events-users/:id',
    guarded((f) => ({ url: `/events/events-users/${f.plain.id}` }), 'ids'),
  )
  set(
    'PUT /events/events-users/:id',
    guarded((f) => ({ url: `/events/events-users/${f.plain.id}`, payload: { features: ['EVENT'] } }), 'ids'),
  )
  set(
    'DELETE /events/events-users/:id',
    guarded((f) => ({ url: `/events/events-users/${f.plain.id}` }), 'ids'),
  )
  set(
    'GET /events/events-users/:id/permission-levels',
    guarded((f) => ({ url: `/events/events-users/${f.plain.id}/permission-levels` }), 'ids'),
  )
  set(
    'PUT /events/events-users/:id/permission-levels',
    guarded(
      (f) => ({
        url: `/events/events-users/${f.plain.id}/permission-levels`,
        payload: { levels: { EVENT: 'FREE' } },
      }),
      'ids',
    ),
  )
  set(
    'POST /events/events-users/:id/copy-permissions/:fromId',
    guarded((f) => ({ url: `/events/events-users/${f.plain.id}/copy-permissions/${f.adminA.id}` }), 'ids'),
  )
  for (const what of ['versions', 'features', 'levels'])
    set(
      `GET /events/user-feature-history/${what}/:id`,
      guarded((f) => ({ url: `/events/user-feature-history/${what}/${f.plain.id}?version=1` }), 'ids'),
    )

  // Establishment, configuration, integration log (admins).
  set(
    'GET /events/establishment',
    guarded(() => ({ url: '/events/establishment' }), 'scoped'),
  )
  for (const method of ['PUT', 'POST'])
    set(
      `${method} /events/establishment`,
      guarded(() => ({ url: '/events/establishment', payload: {} }), 'scoped'),
    )
  set(
    'POST /events/establishment/smtpconfigtest',
    guarded(() => ({ url: '/events/establishment/smtpconfigtest', payload: {} }), 'scoped'),
  )
  set(
    'GET /events/configuration/all',
    guarded(() => ({ url: '/events/configuration/all' }), 'scoped'),
  )
  set(
    'PUT /events/configuration/all',
    guarded(() => ({ url: '/events/configuration/all', payload: { version: 1, entries: [] } }), 'scoped'),
  )
  set(
    'POST /events/kanban-status/reset-events',
    guarded(() => ({ url: '/events/kanban-status/reset-events' }), 'scoped'),
  )
  // Calendar feeds (issue 37): the person's own; A's room named in B's body is unknown (400).
  set(
    'POST /events/calendar-feed',
    guarded((f) => ({ url: '/events/calendar-feed', payload: { scope: 'EVENT', id: f.event.id } }), 'body'),
  )
  // Listing and revoking one's own feeds need no feature: whoever lost the right must still be
  // able to revoke (issue 49); another member's feed is 404 (calendar-feeds-rights.test.ts).
  const ownFeeds = "a person's own feeds need no feature to list or revoke (calendar-feeds-rights.test.ts)"
  set(
    'GET /events/calendar-feed',
    guarded(() => ({ url: '/events/calendar-feed' }), 'scoped', { exempt: ownFeeds }),
  )
  set(
    'DELETE /events/calendar-feed/:id',
    guarded((f) => ({ url: `/events/calendar-feed/${f.calendarFeed.id}` }), 'ids', { exempt: ownFeeds }),
  )
  set(
    'GET /events/kanban',
    guarded(() => ({ url: '/events/kanban' }), 'scoped'),
  )
  set(
    'GET /events/waiting-list-group/:id/events',
    guarded(
      (f) => ({ url: `/events/waiting-list-group/${f.registry.get('waiting-list-group')!.id}/events` }),
      'ids',
    ),
  )
  set(
    'PUT /events/waiting-list-group/:id/events',
    guarded(
      (f) => ({
        url: `/events/waiting-list-group/${f.registry.get('waiting-list-group')!.id}/events`,
        payload: { order: [], version: 1 },
      }),
      'ids',
    ),
  )
  set(
    'GET /events/kanban/:statusId',
    guarded((f) => ({ url: `/events/kanban/${f.registry.get('kanban-status')!.id}` }), 'ids'),
  )
  set(
    'PUT /events/event/:id/kanban-status',
    guarded(
      (f) => ({
        url: `/events/event/${f.event.id}/kanban-status`,
        payload: { kanbanStatus: { id: f.registry.get('kanban-status')!.id }, version: f.event.version },
      }),
      'ids',
    ),
  )
  set(
    'GET /events/event/:id/kanban-checklist',
    guarded((f) => ({ url: `/events/event/${f.event.id}/kanban-checklist` }), 'ids'),
  )
  set(
    'PUT /events/event/:id/kanban-checklist',
    guarded(
      (f) => ({
        url: `/events/event/${f.event.id}/kanban-checklist`,
        payload: { items: [{ id: 0, done: true }], version: f.event.version },
      }),
      'ids',
    ),
  )
  set(
    'GET /events/integration-log',
    guarded(() => ({ url: '/events/integration-log' }), 'scoped'),
  )
  set(
    'GET /events/integration-party-failure',
    guarded(() => ({ url: '/events/integration-party-failure' }), 'scoped'),
  )
  set(
    'PUT /events/integration-party-failure',
    guarded(
      () => ({ url: '/events/integration-party-failure', payload: { port: 'pms', mode: 'ERROR' } }),
      'scoped',
    ),
  )
  set(
    'DELETE /events/integration-party-failure',
    guarded(() => ({ url: '/events/integration-party-failure?port=pms' }), 'scoped'),
  )
  set(
    'GET /events/integration-log/:id',
    guarded((f) => ({ url: `/events/integration-log/${f.integrationLog}` }), 'ids'),
  )
  set(
    'GET /events/contact/autocomplete',
    guarded(() => ({ url: '/events/contact/autocomplete' }), 'scoped'),
  )

  // Currencies beyond the registry routes.
  set(
    'GET /events/currency-company/active',
    guarded(() => ({ url: '/events/currency-company/active' }), 'scoped'),
  )
  set(
    'GET /events/currency-company/autocomplete-active',
    guarded(() => ({ url: '/events/currency-company/autocomplete-active' }), 'scoped'),
  )
  set(
    'GET /events/currency-quotation/with-date',
    guarded(() => ({ url: '/events/currency-quotation/with-date?date=2030-01-01' }), 'scoped'),
  )
  set(
    'GET /events/currency-quotation/last-quotation/:id',
    guarded(
      (f) => ({ url: `/events/currency-quotation/last-quotation/${f.registry.get('currency-company')!.id}` }),
      'ids',
    ),
  )
  set(
    'GET /events/currency-quotation/last-quotation-iso/:iso',
    guarded(() => ({ url: '/events/currency-quotation/last-quotation-iso/USD' }), 'scoped'),
  )
  set(
    'GET /events/currency-quotation/select',
    guarded(() => ({ url: '/events/currency-quotation/select' }), 'scoped'),
  )

  // Events.
  const ev = (f: MatrixFixture) => ({ id: f.event.id, version: f.event.version })
  set(
    'POST /events/event',
    guarded(
      (f) => ({
        url: '/events/event',
        payload: {
          name: 'x',
          startDate: '2030-01-01T08:00:00',
          endDate: '2030-01-02T18:00:00',
          customer: { id: f.registry.get('person')!.id },
        },
      }),
      'body',
    ),
  )
  set(
    'PUT /events/event',
    guarded(
      (f) => ({ url: '/events/event', payload: { ...ev(f), ...f.eventDates, name: `${f.marker} Evento` } }),
      'body',
    ),
  )
  set(
    'GET /events/event/:id',
    guarded((f) => ({ url: `/events/event/${f.event.id}` }), 'ids'),
  )
  set(
    'POST /events/event/list-events',
    guarded(() => ({ url: '/events/event/list-events', payload: {} }), 'scoped'),
  )
  set(
    'POST /events/event/list-events-by-balloon',
    guarded(() => ({ url: '/events/event/list-events-by-balloon', payload: {} }), 'scoped'),
  )
  set(
    'POST /events/event/totals/:situations',
    guarded(() => ({ url: '/events/event/totals/NEW,NEGOTIATION', payload: {} }), 'scoped'),
  )
  set(
    'GET /events/event/dashboard',
    guarded(() => ({ url: '/events/event/dashboard' }), 'scoped'),
  )
  set(
    'GET /events/event/audit',
    guarded((f) => ({ url: `/events/event/audit?eventId=${f.event.id}` }), 'ids'),
  )
  set(
    'POST /events/event/availability/environment',
    guarded(
      (f) => ({
        url: '/events/event/availability/environment',
        payload: {
          environment: { id: f.registry.get('environment')!.id },
          startDateHour: '2030-01-01T08:00:00',
          endDateHour: '2030-01-01T18:00:00',
        },
      }),
      'body',
    ),
  )
  set(
    'PUT /events/event/:eventId/environment/:id/hold-rank',
    guarded(
      (f) => ({
        url: `/events/event/${f.event.id}/environment/${f.item.environment}/hold-rank`,
        payload: { rank: 1, eventVersion: f.event.version },
      }),
      'ids',
    ),
  )
  set(
    'PUT /events/event/:eventId/environment/:id/move',
    guarded(
      (f) => ({
        url: `/events/event/${f.event.id}/environment/${f.item.environment}/move`,
        payload: {
          environment: { id: f.registry.get('environment')!.id },
          startDateHour: '2030-01-01T08:00:00',
          endDateHour: '2030-01-01T18:00:00',
          eventVersion: f.event.version,
          rate: 'KEEP',
        },
      }),
      'ids',
    ),
  )
  // Tickets (issue 21): the box office, its stock, sales and the door.
  const office = (f: MatrixFixture) => f.tickets.boxOffice
  set(
    'GET /events/box-office',
    guarded(() => ({ url: '/events/box-office' }), 'scoped'),
  )
  set(
    'GET /events/box-office/autocomplete',
    guarded(() => ({ url: '/events/box-office/autocomplete?name=a' }), 'scoped'),
  )
  set(
    'GET /events/box-office/:id',
    guarded((f) => ({ url: `/events/box-office/${office(f).id}` }), 'ids'),
  )
  set(
    'POST /events/box-office',
    guarded((f) => ({ url: '/events/box-office', payload: office(f).body }), 'body'),
  )
  set(
    'PUT /events/box-office',
    guarded((f) => ({ url: '/events/box-office', payload: { ...office(f).body, id: office(f).id } }), 'body'),
  )
  set(
    'PUT /events/box-office/:id',
    guarded((f) => ({ url: `/events/box-office/${office(f).id}`, payload: office(f).body }), 'ids'),
  )
  set(
    'DELETE /events/box-office/:id',
    guarded((f) => ({ url: `/events/box-office/${office(f).id}` }), 'ids'),
  )
  set(
    'GET /events/box-office/:id/availability',
    guarded((f) => ({ url: `/events/box-office/${office(f).id}/availability` }), 'ids'),
  )
  set(
    'POST /events/box-office/:id/sale',
    guarded(
      (f) => ({
        url: `/events/box-office/${office(f).id}/sale`,
        payload: {
          buyer: { name: 'Matrix', email: 'matrix@example.com' },
          paymentMethod: 'CASH',
          tickets: [
            { section: { id: (office(f).body.sections as { id: number }[])[0].id }, person: { name: 'M' } },
          ],
        },
      }),
      'ids',
    ),
  )
  set(
    'POST /events/box-office/sale/:id/cancel',
    guarded((f) => ({ url: `/events/box-office/sale/${f.tickets.sale}/cancel`, payload: {} }), 'ids'),
  )
  set(
    'GET /events/box-office/sale/:id/tickets.pdf',
    guarded((f) => ({ url: `/events/box-office/sale/${f.tickets.sale}/tickets.pdf` }), 'ids'),
  )
  set(
    'POST /events/box-office/check-in',
    guarded((f) => ({ url: '/events/box-office/check-in', payload: { code: f.tickets.code } }), 'body'),
  )
  set(
    'GET /events/diary',
    guarded(() => ({ url: '/events/diary?start=2030-01-01&end=2030-02-01' }), 'scoped'),
  )
  set(
    'GET /events/environment-suggest',
    guarded(
      () => ({
        url: '/events/environment-suggest?startDate=2030-01-01T08:00:00&endDate=2030-01-02T18:00:00',
      }),
      'scoped',
    ),
  )
  // A turn-away recorded by hand: B's admin naming A's reason and room is refused (400).
  set(
    'POST /events/lost-business',
    guarded(
      (f) => ({
        url: '/events/lost-business',
        payload: {
          date: '2030-01-01',
          people: 20,
          reason: { id: f.registry.get('cancellation-reason')!.id },
          environment: { id: f.registry.get('environment')!.id },
          note: 'matrix',
        },
      }),
      'body',
    ),
  )
  set(
    'GET /events/event/calendar',
    guarded(() => ({ url: '/events/event/calendar?start=2030-01-01&end=2030-02-01' }), 'scoped'),
  )
  // Reports: B's admin asks for its own reports (the person's list and file names nothing of A).
  set(
    'POST /events/report/:type',
    guarded(
      () => ({ url: '/events/report/event', payload: { format: 'CSV', startDate: '2030-01-01' } }),
      'scoped',
    ),
  )
  set(
    'POST /events/report/:type/data',
    guarded(() => ({ url: '/events/report/event/data', payload: { startDate: '2030-01-01' } }), 'scoped'),
  )
  set(
    'GET /events/dashboard/sales',
    guarded(() => ({ url: '/events/dashboard/sales' }), 'scoped'),
  )
  set(
    'GET /events/report',
    guarded(() => ({ url: '/events/report?page=0' }), 'scoped'),
  )
  set(
    'GET /events/file/r/:reference',
    guarded((f) => ({ url: `/events/file/r/${f.report}` }), 'ids', {
      exempt: "a person's own job files need no feature; anyone else's reference is 404 (reports.test.ts)",
    }),
  )
  set(
    'POST /events/event/availability/equipment',
    guarded(
      (f) => ({
        url: '/events/event/availability/equipment',
        payload: {
          equipment: { id: f.registry.get('equipment')!.id },
          startDateHour: '2030-01-01T08:00:00',
          endDateHour: '2030-01-01T18:00:00',
          amount: 1,
        },
      }),
      'body',
    ),
  )
  // Accommodation (issue 17): the spec's paths and the event's list.
  const stay = '/events/event/event-accommodation'
  set(
    'GET /events/event/:eventId/event-accommodation',
    guarded((f) => ({ url: `/events/event/${f.event.id}/event-accommodation` }), 'ids'),
  )
  set(
    'GET /events/event/:eventId/event-accommodation/all-integrated',
    guarded((f) => ({ url: `/events/event/${f.event.id}/event-accommodation/all-integrated` }), 'ids'),
  )
  set(
    'GET /events/event/event-accommodation/:id',
    guarded((f) => ({ url: `${stay}/${f.accommodation.id}` }), 'ids'),
  )
  set(
    'POST /events/event/event-accommodation',
    guarded(
      (f) => ({ url: stay, payload: { ...f.accommodation.body, eventVersion: f.event.version } }),
      'body',
    ),
  )
  set(
    'PUT /events/event/event-accommodation',
    guarded(
      (f) => ({
        url: stay,
        payload: { ...f.accommodation.body, id: f.accommodation.id, eventVersion: f.event.version },
      }),
      'body',
    ),
  )
  set(
    'POST /events/event/event-accommodation/duplicate-accommodation/:id',
    guarded(
      (f) => ({
        url: `${stay}/duplicate-accommodation/${f.accommodation.id}?eventVersion=${f.event.version}`,
      }),
      'ids',
    ),
  )
  set(
    'POST /events/event/event-accommodation/:id/channel',
    guarded((f) => ({ url: `${stay}/${f.accommodation.id}/channel` }), 'ids'),
  )
  set(
    'DELETE /events/event/event-accommodation/:id',
    guarded((f) => ({ url: `${stay}/${f.accommodation.id}?eventVersion=${f.event.version}` }), 'ids'),
  )
  set(
    'GET /events/event/:eventId/event-accommodation/:id/pickup',
    guarded(
      (f) => ({ url: `/events/event/${f.event.id}/event-accommodation/${f.accommodation.id}/pickup` }),
      'ids',
    ),
  )
  const channel = '/events/channel-integration'
  const month = 'startDate=2030-01-01&endDate=2030-01-05'
  set(
    'GET /events/channel-integration/availability',
    guarded(() => ({ url: `${channel}/availability?${month}` }), 'scoped'),
  )
  set(
    'GET /events/channel-integration/autocomplete/channel-uh',
    guarded(() => ({ url: `${channel}/autocomplete/channel-uh?${month}` }), 'scoped'),
  )
  set(
    'GET /events/channel-integration/rates',
    guarded(() => ({ url: `${channel}/rates?${month}` }), 'scoped'),
  )
  set(
    'GET /events/channel-integration/rates/lookup',
    guarded(
      (f) => {
        const room = (f.accommodation.body.reservations as { hostingUnitType: { id: number } }[])[0]
        return {
          url: `${channel}/rates/lookup?${month}&paxAmount=2&hostingUnitType=${room.hostingUnitType.id}`,
        }
      },
      // 'scoped', not 'ids': A's admin reading it would log a channel call in A (a read that writes
      // the integration log); B's admin naming A's room type gets a 404 without any call.
      'scoped',
    ),
  )
  const local = `${channel}/local`
  const localType = (f: MatrixFixture) =>
    (f.accommodation.body.reservations as { hostingUnitType: { id: number } }[])[0].hostingUnitType
  set(
    'GET /events/channel-integration/local/stock',
    guarded(() => ({ url: `${local}/stock?${month}` }), 'scoped'),
  )
  set(
    'PUT /events/channel-integration/local/stock',
    guarded(
      (f) => ({
        url: `${local}/stock`,
        payload: { hostingUnitType: localType(f), startDate: '2030-01-01', endDate: '2030-01-02', rooms: 4 },
      }),
      'body',
    ),
  )
  set(
    'GET /events/channel-integration/local/rates',
    guarded(() => ({ url: `${local}/rates?${month}` }), 'scoped'),
  )
  set(
    'PUT /events/channel-integration/local/rates',
    guarded(
      (f) => ({
        url: `${local}/rates`,
        payload: {
          hostingUnitType: localType(f),
          startDate: '2030-01-01',
          endDate: '2030-01-02',
          paxAmount: 2,
          paxType: 'ADULT',
          currency: 'BRL',
          value: 100,
        },
      }),
      'body',
    ),
  )
  set(
    'GET /events/reservation-timeline',
    guarded(() => ({ url: '/events/reservation-timeline?start=2030-01-01&end=2030-02-01' }), 'scoped'),
  )
  set(
    'GET /events/availability-map',
    guarded(() => ({ url: '/events/availability-map?start=2030-01-01&end=2030-01-31' }), 'scoped'),
  )
  for (const path of [
    'event-new/change-new-event-to-negotiation',
    'event-negotiation/undo-negotiation',
    'event-confirmation/confirm',
    'event-confirmation',
    'event-confirmation/undo-confirm',
    'event-start/start',
    'event-start/undo',
    'event-released-to-close/released-to-close',
    'event-waitlist',
  ])
    set(
      `POST /events/event/${path}`,
      guarded((f) => ({ url: `/events/event/${path}`, payload: ev(f) }), 'body'),
    )
  set(
    'DELETE /events/event/event-waitlist',
    guarded((f) => ({ url: `/events/event/event-waitlist?id=${f.event.id}` }), 'ids'),
  )
  for (const path of [
    'event-released-to-close/undo',
    'event-end/end',
    'event-end/end-finish',
    'event-end/undo',
    'event-cancellation/cancel',
    'event-cancellation/undo',
  ])
    set(
      `POST /events/event/${path}/:id`,
      guarded(
        (f) => ({
          url: `/events/event/${path}/${f.event.id}`,
          payload: { version: f.event.version, reason: { id: f.registry.get('cancellation-reason')!.id } },
        }),
        'ids',
      ),
    )
  set(
    'POST /events/event/event-copy',
    guarded((f) => ({ url: '/events/event/event-copy', payload: { id: f.event.id } }), 'body'),
  )
  set(
    'PUT /events/event/summary/save',
    guarded(
      (f) => ({
        url: '/events/event/summary/save',
        payload: { eventId: f.event.id, eventVersion: f.event.version },
      }),
      'body',
    ),
  )
  set(
    'GET /events/event/:eventId/summary',
    guarded((f) => ({ url: `/events/event/${f.event.id}/summary` }), 'ids'),
  )
  set(
    'PUT /events/event/account/:id',
    guarded((f) => ({ url: `/events/event/account/${f.event.id}` }), 'ids'),
  )
  set(
    'GET /events/event/programming/event',
    guarded((f) => ({ url: `/events/event/programming/event?eventId=${f.event.id}` }), 'ids'),
  )
  set(
    'GET /events/event/saved-filters',
    guarded(() => ({ url: '/events/event/saved-filters' }), 'scoped'),
  )
  set(
    'POST /events/event/saved-filters',
    guarded(
      () => ({ url: '/events/event/saved-filters', payload: { name: 'B filter', filter: {} } }),
      'scoped',
    ),
  )
  set(
    'DELETE /events/event/saved-filters/:id',
    guarded((f) => ({ url: `/events/event/saved-filters/${f.savedFilter}` }), 'ids'),
  )

  // Event sub-items: the event's id in the path, the item's too, references in the body are A's.
  for (const kind of ['requester', ...ITEM_KINDS] as ItemKind[]) {
    const base = (f: MatrixFixture) => `/events/event/${f.event.id}/${kind}`
    const body = (f: MatrixFixture) => ({ ...f.itemBody[kind], eventVersion: f.event.version })
    set(
      `GET /events/event/:eventId/${kind}`,
      guarded((f) => ({ url: base(f) }), 'ids'),
    )
    set(
      `POST /events/event/:eventId/${kind}`,
      guarded(
        (f) =>
          kind === 'attachment'
            ? {
                url: `${base(f)}?eventVersion=${f.event.version}`,
                ...multipart([
                  { filename: 'b.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
                ]),
              }
            : { url: base(f), payload: body(f) },
        'ids',
      ),
    )
    set(
      `PUT /events/event/:eventId/${kind}/:id`,
      guarded((f) => ({ url: `${base(f)}/${f.item[kind]}`, payload: body(f) }), 'ids'),
    )
    set(
      `DELETE /events/event/:eventId/${kind}/:id`,
      guarded((f) => ({ url: `${base(f)}/${f.item[kind]}?eventVersion=${f.event.version}` }), 'ids'),
    )
  }
  set(
    'GET /events/event/:eventId/attachment/:id/download',
    guarded((f) => ({ url: `/events/event/${f.event.id}/attachment/${f.item.attachment}/download` }), 'ids'),
  )
  // Documents (issue 18): A's event and A's generated document in the path.
  const doc = (f: MatrixFixture) => `/events/event/${f.event.id}/document`
  set(
    'GET /events/event/:eventId/document',
    guarded((f) => ({ url: doc(f) }), 'ids'),
  )
  set(
    'POST /events/event/:eventId/document',
    guarded((f) => ({ url: doc(f), payload: { documentType: 'BUDGET', template: { id: 1 } } }), 'ids'),
  )
  set(
    'GET /events/event/:eventId/document/:id/file',
    guarded((f) => ({ url: `${doc(f)}/${f.document}/file` }), 'ids'),
  )
  set(
    'DELETE /events/event/:eventId/document/:id',
    guarded((f) => ({ url: `${doc(f)}/${f.document}` }), 'ids'),
  )
  set(
    'POST /events/event/:eventId/document/:id/signature',
    guarded(
      (f) => ({
        url: `${doc(f)}/${f.document}/signature`,
        payload: { signers: [{ name: 'Ana', email: 'ana@example.test' }] },
      }),
      'ids',
    ),
  )
  set(
    'GET /events/event/:eventId/document/:id/signature',
    guarded((f) => ({ url: `${doc(f)}/${f.document}/signature` }), 'ids'),
  )
  // Badges (issue 18): A's event in the path.
  set(
    'GET /events/event/:eventId/badge',
    guarded((f) => ({ url: `/events/event/${f.event.id}/badge` }), 'ids'),
  )
  set(
    'POST /events/event/:eventId/badge',
    guarded((f) => ({ url: `/events/event/${f.event.id}/badge`, payload: { template: { id: 1 } } }), 'ids'),
  )

  // Webhooks (issue 37): administrators only; a webhook and a delivery of tenant A.
  const webhook = (f: MatrixFixture) => f.webhook
  set(
    'GET /events/webhook',
    guarded(() => ({ url: '/events/webhook' }), 'scoped'),
  )
  set(
    'GET /events/webhook/:id',
    guarded((f) => ({ url: `/events/webhook/${webhook(f).id}` }), 'ids'),
  )
  set(
    'POST /events/webhook',
    guarded((f) => ({ url: '/events/webhook', payload: unmarked(f, webhook(f).body) }), 'scoped'),
  )
  set(
    'PUT /events/webhook',
    guarded(
      (f) => ({ url: '/events/webhook', payload: { ...webhook(f).body, id: webhook(f).id, version: 1 } }),
      'body',
    ),
  )
  set(
    'PUT /events/webhook/:id',
    guarded(
      (f) => ({ url: `/events/webhook/${webhook(f).id}`, payload: { ...webhook(f).body, version: 1 } }),
      'ids',
    ),
  )
  set(
    'DELETE /events/webhook/:id',
    guarded((f) => ({ url: `/events/webhook/${webhook(f).id}` }), 'ids'),
  )
  set(
    'GET /events/webhook/:id/deliveries',
    guarded((f) => ({ url: `/events/webhook/${webhook(f).id}/deliveries?page=0` }), 'ids'),
  )
  set(
    'POST /events/webhook/delivery/:id/replay',
    guarded((f) => ({ url: `/events/webhook/delivery/${webhook(f).delivery}/replay` }), 'ids'),
  )

  // Every registry, from its schema: the same routes for each (server/registries/routes.ts).
  for (const s of schemas) {
    const ep = s['x-resource'].endpoint.replace(/\/$/, '')
    const rec = (f: MatrixFixture) => f.registry.get(s.$id)!
    // A body that names A's records ({id} references) is refused; one that names none makes B's own record.
    const refs = (f: MatrixFixture) => JSON.stringify(rec(f).body).includes('"id":')
    set(
      `GET ${ep}`,
      guarded(() => ({ url: ep }), 'scoped'),
    )
    set(
      `GET ${ep}/autocomplete`,
      guarded(() => ({ url: `${ep}/autocomplete` }), 'scoped'),
    )
    set(
      `GET ${ep}/:id`,
      guarded((f) => ({ url: `${ep}/${rec(f).id}` }), 'ids'),
    )
    set(
      `POST ${ep}`,
      guarded(
        (f) => ({ url: ep, payload: refs(f) ? rec(f).body : unmarked(f, rec(f).body) }),
        (f) => (refs(f) ? 'body' : 'scoped'),
      ),
    )
    set(
      `PUT ${ep}/:id`,
      guarded(
        (f) => ({ url: `${ep}/${rec(f).id}`, payload: { ...rec(f).body, version: rec(f).version } }),
        'ids',
        'denied',
        rec,
      ),
    )
    set(
      `PUT ${ep}`,
      guarded(
        (f) => ({ url: ep, payload: { ...rec(f).body, id: rec(f).id, version: rec(f).version } }),
        'body',
        'denied',
        rec,
      ),
    )
    set(
      `DELETE ${ep}/:id`,
      guarded((f) => ({ url: `${ep}/${rec(f).id}` }), 'ids'),
    )
  }
  return m
}
