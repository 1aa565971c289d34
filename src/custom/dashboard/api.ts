/** The dashboards' reads, methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts). */
import { http } from '../../providers/http'
import type { DashboardData, SalesDashboard } from './types'

const readEventDashboard = (signal?: AbortSignal) =>
  http<DashboardData>('/events/event/dashboard', { signal })

/** 403 when the person holds neither sales report (the widgets then show nothing). */
const readSalesDashboard = (signal?: AbortSignal) =>
  http<SalesDashboard>('/events/dashboard/sales', { signal })

export const dashboardMethods = { readEventDashboard, readSalesDashboard }

type Registered = typeof dashboardMethods
declare module '../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
