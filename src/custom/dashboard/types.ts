import type { EventRecord } from '../events/types'

export interface Expiring {
  all: number
  waitList: number
  negotiation: number
}

/** GET /events/event/dashboard (server/reports/dashboard/dashboard.ts). */
export interface DashboardData {
  inProgress: number
  awaitingStart: { all: number; next7: number; next30: number }
  confirmationExpiring: { today: Expiring; next7: Expiring; next30: Expiring }
  created: { today: number; last7: number; last30: number }
  nextEvents: EventRecord[]
  /** Events per situation the person may see. */
  perSituation: { situation: string; events: number }[]
  /** The next 30 days: simple rooms taken by a blocking booking, or only by ranked holds. */
  occupancy: { date: string; booked: number; held: number; total: number }[]
  /** Events starting in the next 30 days and their summaries' totals in the main currency. */
  revenue: {
    currency: { id: number | null; isoCode: string | null; symbol: string }
    confirmed: { events: number; total: number }
    pipeline: { events: number; total: number }
  }
}

/** GET /events/dashboard/sales (issue 38): the sales widgets' figures. */
export interface Books {
  events: number
  revenue: number
}
export interface SalesDashboard {
  currency: { isoCode?: string | null; symbol: string }
  pace: { month: string; onTheBooks: Books; sameTimeLastYear: Books }[] | null
  lost: { enquiries: number; estimatedRevenue: number } | null
}
