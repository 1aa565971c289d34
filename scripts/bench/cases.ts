/**
 * Endpoints measured by `npm run bench`. Later issues add their endpoints here (with the seeded
 * data set and a signed-in user once they exist); each case is compared with the bare route.
 */
export interface BenchCase {
  name: string
  method?: 'GET' | 'POST' | 'PUT'
  path: string
  body?: unknown
  /** Budget as a ratio to the bare route's req/s, when an issue names one. */
  minRatio?: number
}

export const cases: BenchCase[] = [{ name: 'GET /health', path: '/health' }]
