import { http, type Query } from '../../providers/http'
import type { IntegrationLogDetail, LogFilter, LogPage } from './types'

export const LOG_PAGE_SIZE = 20

/** A page of the log, newest first, with the filters that are filled in. */
function listIntegrationLog(filter: LogFilter, page = 0, size = LOG_PAGE_SIZE): Promise<LogPage> {
  const query: Query = { page, size, sort: 'id,desc' }
  if (filter.search.trim()) query.search = filter.search.trim()
  if (filter.integration) query.integration = filter.integration
  if (filter.status) query.status = filter.status
  if (filter.from) query.from = filter.from
  if (filter.to) query.to = filter.to
  return http<LogPage>('/events/integration-log', { query })
}

const readIntegrationLog = (id: number) => http<IntegrationLogDetail>(`/events/integration-log/${id}`)

/** The integration log's calls, methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts). */
export const integrationLogMethods = {
  listIntegrationLog,
  readIntegrationLog,
}

type Registered = typeof integrationLogMethods
declare module '../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
