import { pageChunk } from '../../admin/pageChunk'
import WelcomeDashboard from '../../layout/Dashboard'
import { allows } from '../../permissions/features'

const EventDashboard = pageChunk(() => import('./EventDashboard'))

/**
 * The landing page of /app (and /app/DashboardDefault): the event widgets for people with the
 * EVENT feature, the welcome card for everyone else (their calls would only be refused).
 */
export default function Dashboard() {
  if (!allows('event')) return <WelcomeDashboard />
  return <EventDashboard />
}
