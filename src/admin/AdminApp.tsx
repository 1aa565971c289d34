import { Suspense, type ReactNode } from 'react'
import { CustomRoutes, Loading, Resource } from 'react-admin'
import { Route } from 'react-router-dom'
import { WebhooksPage } from '../custom/webhooks'
import { CalendarPage, SuggestPage, TimelinePage } from '../custom/availability'
import { AvailabilityMapPage, ReservationTimelinePage } from '../custom/accommodation'
import { ChannelStockPage } from '../custom/channel-stock'
import { KanbanPage } from '../custom/kanban'
import { WaitingListPage } from '../custom/waiting-list'
import Dashboard from '../custom/dashboard'
import { ReportPage, reportTypes } from '../custom/reports'
import events, { AuditPicker } from '../custom/event-page'
import Admin from './Admin'
import { settingsResources } from './settingsResources'
import SpecRouteAlias from './SpecRouteAlias'
import { registryResources } from '../resources'

/** The spec's audit modal route over a page that is not one event's (an event's own form opens it itself). */
const withAuditPicker = (page: ReactNode) => (
  <Suspense fallback={<Loading />}>
    {page}
    <AuditPicker />
  </Suspense>
)

/** The events application under /app (loaded on demand; the sign-in pages never pull it in). */
export default function AdminApp() {
  return (
    <Admin basename="/app" dashboard={Dashboard}>
      <Resource name="event" {...events}>
        <Route path="modal/event-audit" element={withAuditPicker(<events.list />)} />
      </Resource>
      <CustomRoutes>
        <Route path="/DashboardDefault" element={<Dashboard />} />
        <Route path="/modal/event-audit" element={withAuditPicker(<Dashboard />)} />
        <Route path="/events-user/*" element={<SpecRouteAlias from="/events-user" to="/events-users" />} />
      </CustomRoutes>
      {settingsResources()}
      {/* Webhooks (issue 37): administrators only (no feature opens it). */}
      <Resource name="webhook" list={WebhooksPage} />
      {/* The availability screens (issue 16); each is its own chunk, loaded when opened. */}
      <Resource name="environment-suggest" list={SuggestPage} />
      <Resource name="environment-timeline" list={TimelinePage} />
      <Resource name="event-calendar" list={CalendarPage} />
      {/* The accommodation screens (issue 17); each is its own chunk, loaded when opened. */}
      <Resource name="reservation-timeline" list={ReservationTimelinePage} />
      <Resource name="availability-map" list={AvailabilityMapPage} />
      {/* The built-in channel's stock and prices (feature HOSTING_UNIT_TYPE, like the API). */}
      <Resource name="channel-stock" list={ChannelStockPage} />
      {/* The reports (issue 19): one lazy page reads its type from the resource name. */}
      {reportTypes.map((t) => (
        <Resource key={t} name={`report/${t}`} list={ReportPage} />
      ))}
      {/* The kanban board (issue 20); the menu shows it only with USE_KANBAN (useSidebarMenu). */}
      <Resource name="kanban" list={KanbanPage} />
      <Resource name="waiting-list" list={WaitingListPage} />
      {registryResources()}
    </Admin>
  )
}
