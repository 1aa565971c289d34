/**
 * Endpoints measured by `npm run bench`. Later issues add their endpoints here; each case is
 * compared with a replay of its own SQL (replay.ts), and budgets.ts names the budgets by `key`.
 * `auth: true` sends the demo admin's bearer token.
 */
export interface BenchCase {
  key: string
  name: string
  method?: 'GET' | 'POST' | 'PUT'
  path: string
  body?: unknown
  auth?: boolean
}

export const cases: BenchCase[] = [
  { key: 'health', name: 'GET /health', path: '/health' },
  {
    key: 'registry-list',
    name: 'registry list (environment, page of 20)',
    path: '/events/environment?page=0&size=20&sort=id,desc',
    auth: true,
  },
  {
    key: 'registry-search',
    name: 'registry search (environment ?search=sala)',
    path: '/events/environment?search=sala',
    auth: true,
  },
  {
    key: 'registry-autocomplete',
    name: 'registry autocomplete (equipment ?name=pro)',
    path: '/events/equipment/autocomplete?name=pro&page=0',
    auth: true,
  },
  {
    key: 'registry-read',
    name: 'registry read (environment-type by id)',
    path: '/events/environment-type/{firstEnvironmentType}',
    auth: true,
  },
  { key: 'events-users', name: 'events-users list', path: '/events/events-users?page=0&size=20', auth: true },
  {
    key: 'event-list',
    name: 'event list (page of 20 of 1M)',
    method: 'POST',
    path: '/events/event/list-events?page=0&size=20&sort=id,desc',
    body: {},
    auth: true,
  },
  {
    key: 'event-list-filtered',
    name: 'event list filtered (period + search)',
    method: 'POST',
    path: '/events/event/list-events?page=0&size=20',
    body: { dateType: 'PERIOD', startDate: '2026-03-01', endDate: '2026-03-31', search: 'congresso' },
    auth: true,
  },
  {
    key: 'event-totals',
    name: 'event totals (4 situations)',
    method: 'POST',
    path: '/events/event/totals/NEW,NEGOTIATION,CONFIRMED,IN_PROGRESS',
    body: {},
    auth: true,
  },
  { key: 'event-read', name: 'event read', path: '/events/event/{firstEvent}', auth: true },
]
