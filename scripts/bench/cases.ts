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
  { name: 'registry list (environment, page of 20)', path: '/events/environment?page=0&size=20&sort=id,desc', auth: true },
  { name: 'registry search (environment ?search=sala)', path: '/events/environment?search=sala', auth: true },
  { name: 'registry autocomplete (equipment ?name=pro)', path: '/events/equipment/autocomplete?name=pro&page=0', auth: true },
  { name: 'registry read (environment-type by id)', path: '/events/environment-type/{firstEnvironmentType}', auth: true },
  { name: 'events-users list', path: '/events/events-users?page=0&size=20', auth: true },
]
