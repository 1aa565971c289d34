/**
 * Every feature's server calls, registered on the data provider by the apps at start-up
 * (Admin.tsx; the component tests' setup does the same): the app composes the provider, so
 * src/providers imports no screen (docs/domains.md, the browser's graph).
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
import { registerMethods } from '../providers/customMethods'

/** Every feature's methods by feature, for the test that no name is given twice. */
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

/** Before the first data provider is made: the providers made after it carry every method. */
export const registerAppMethods = () => registerMethods(methodGroups)
