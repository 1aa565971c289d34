/**
 * The custom screens' server calls, as methods of the app's data provider (react-admin's
 * examples/demo and examples/crm do the same): a screen asks `useEventdeskDataProvider()` for them
 * instead of importing fetch helpers, so tests and apps swap one provider for all calls.
 * Each domain keeps its calls in its own `api.ts`; the namespace is flat (react-admin's provider
 * proxies call methods by name), so names must not repeat across domains — the unit test checks.
 */
import { accommodationMethods } from '../custom/accommodation/api'
import { availabilityMethods } from '../custom/availability/api'
import { calendarFeedMethods } from '../custom/calendar-feeds/api'
import { channelStockMethods } from '../custom/channel-stock/api'
import { configurationMethods } from '../custom/configuration/api'
import { dashboardMethods } from '../custom/dashboard/api'
import { documentMethods } from '../custom/documents/documentsApi'
import { establishmentMethods } from '../custom/establishment/api'
import { eventMethods } from '../custom/events/api'
import { itemMethods } from '../custom/events/items/itemApi'
import { lifecycleMethods } from '../custom/events/lifecycle/actions'
import { integrationLogMethods } from '../custom/integration-log/api'
import { kanbanMethods } from '../custom/kanban/api'
import { notificationMethods } from '../custom/notifications/api'
import { reportMethods } from '../custom/reports/api'
import { boxOfficeMethods } from '../custom/tickets/api'
import { userMethods } from '../custom/users/api'
import { waitingListMethods } from '../custom/waiting-list/api'
import { webhookMethods } from '../custom/webhooks/api'

/** Every domain's methods by domain, for the test that no name is given twice. */
export const methodGroups = {
  accommodationMethods,
  availabilityMethods,
  calendarFeedMethods,
  channelStockMethods,
  configurationMethods,
  dashboardMethods,
  documentMethods,
  establishmentMethods,
  eventMethods,
  itemMethods,
  lifecycleMethods,
  integrationLogMethods,
  kanbanMethods,
  notificationMethods,
  reportMethods,
  boxOfficeMethods,
  userMethods,
  waitingListMethods,
  webhookMethods,
}

type Groups = typeof methodGroups
/** Every group's methods as one type: the intersection of the groups' own types. */
type Merged<U> = (U extends unknown ? (u: U) => void : never) extends (u: infer I) => void ? I : never

/** The flat namespace, made from the groups so that a new group is listed once. */
export const customMethods = Object.assign({}, ...Object.values(methodGroups)) as Merged<Groups[keyof Groups]>

export type CustomMethods = typeof customMethods
