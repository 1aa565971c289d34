/** The dashboards' reads, methods of the app's data provider (src/providers/customMethods.ts). */
import { http } from '../../providers/http'
import type { SalesDashboard } from './SalesWidgets'
import type { DashboardData } from './types'

const readEventDashboard = (signal?: AbortSignal) =>
  http<DashboardData>('/events/event/dashboard', { signal })

/** 403 when the person holds neither sales report (the widgets then show nothing). */
const readSalesDashboard = (signal?: AbortSignal) =>
  http<SalesDashboard>('/events/dashboard/sales', { signal })

export const dashboardMethods = { readEventDashboard, readSalesDashboard }
