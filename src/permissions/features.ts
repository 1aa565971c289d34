/**
 * Which feature (named permission, spec §6) opens which resource. Registries declare theirs in
 * their schema (`x-resource.feature`); the hand-written screens are listed here.
 */
import { reportFeature, reportTypes } from '../../common/reports/catalogue'
import { registrySchemas } from '../generated/resources'
import type { AppContext } from '../providers/session'
import { getFeatures, isAdmin } from '../providers/session'

const handWritten: Record<string, string> = {
  'events-users': 'USER',
  event: 'EVENT',
  'box-office': 'BOX_OFFICE',
  configuration: 'CONFIGURATION',
  notification: 'NOTIFICATION',
  // Screens of the event group and the reports (spec §2), so their menu entries and pages follow
  // the features once the screens exist. Establishment and integration log stay admin only: no feature.
  'environment-suggest': 'ENVIRONMENT_SUGGEST',
  'event-calendar': 'EVENT_CALENDAR',
  'environment-timeline': 'ENVIRONMENT_TIMELINE',
  template: 'TEMPLATE',
  kanban: 'KANBAN',
  // The queue of a waiting-list group: whoever may open the groups may see their queues.
  'waiting-list': 'WAITING_LIST_GROUP',
  'reservation-timeline': 'RESERVATION_TIMELINE',
  'availability-map': 'AVAILABILITY_MAP',
  // The built-in channel's stock and prices: whoever keeps the hosting-unit types (as the API asks).
  'channel-stock': 'HOSTING_UNIT_TYPE',
  ...Object.fromEntries(reportTypes.map((r) => [`report/${r}`, reportFeature(r)])),
}

const fromSchemas: Record<string, string | undefined> = Object.fromEntries(
  Object.entries(registrySchemas).map(([name, schema]) => [
    name,
    (schema as { 'x-resource'?: { feature?: string } })['x-resource']?.feature,
  ]),
)

/** The ticket context has its own feature names (TICKETS_…); two of them are not a plain prefix. */
const ticketNames: Record<string, string> = { EVENT_LOCATION: 'TICKETS_LOCATION' }

export function featureOf(resource: string, context: AppContext = 'EVENTS'): string | undefined {
  const feature = handWritten[resource] ?? fromSchemas[resource]
  // A ticket-only resource (section types) already names its TICKETS_ feature.
  if (!feature || context === 'EVENTS' || feature.startsWith('TICKETS_')) return feature
  return ticketNames[feature] ?? `TICKETS_${feature}`
}

/**
 * Synchronous answer from the cached feature list. Admin (technical or admin flag) passes all;
 * a resource nobody declared a feature for is closed (deny by default).
 */
export function allows(
  resource: string | undefined,
  context: AppContext = 'EVENTS',
  features = getFeatures(),
): boolean {
  if (isAdmin()) return true
  if (!resource) return true
  const feature = featureOf(resource, context)
  return Boolean(feature && features?.includes(feature))
}
