import { pageChunk } from '../../widgets/pageChunk'
import WelcomeDashboard from './WelcomeDashboard'
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
