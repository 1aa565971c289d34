/**
 * Endpoints measured by `npm run bench`. Later issues add their endpoints here; each case is
 * compared with the bare route. `auth: true` sends the demo admin's bearer token.
 */
export interface BenchCase {
  name: string
  method?: 'GET' | 'POST' | 'PUT'
  path: string
  body?: unknown
  auth?: boolean
  /** Budget as a ratio to the bare route's req/s, when an issue names one. */
  minRatio?: number
}

export const cases: BenchCase[] = [
  { name: 'GET /health', path: '/health' },
  {
    name: 'registry list (environment, page of 20)',
    path: '/events/environment?page=0&size=20&sort=id,desc',
    auth: true,
  },
  { name: 'registry search (environment ?search=sala)', path: '/events/environment?search=sala', auth: true },
  {
    name: 'registry autocomplete (equipment ?name=pro)',
    path: '/events/equipment/autocomplete?name=pro&page=0',
    auth: true,
  },
  {
    name: 'registry read (environment-type by id)',
    path: '/events/environment-type/{firstEnvironmentType}',
    auth: true,
  },
  { name: 'events-users list', path: '/events/events-users?page=0&size=20', auth: true },
  {
    name: 'event list (page of 20 of 1M)',
    method: 'POST',
    path: '/events/event/list-events?page=0&size=20&sort=id,desc',
    body: {},
    auth: true,
  },
  {
    name: 'event list filtered (period + search)',
    method: 'POST',
    path: '/events/event/list-events?page=0&size=20',
    body: { dateType: 'PERIOD', startDate: '2026-03-01', endDate: '2026-03-31', search: 'congresso' },
    auth: true,
  },
  {
    name: 'event totals (4 situations)',
    method: 'POST',
    path: '/events/event/totals/NEW,NEGOTIATION,CONFIRMED,IN_PROGRESS',
    body: {},
    auth: true,
  },
  { name: 'event read', path: '/events/event/{firstEvent}', auth: true },
]
