import { Resource } from 'react-admin'
import { IntegrationLogPage } from '../custom/integration-log'
import users from '../custom/users'
import { pageChunk } from '../widgets/pageChunk'

// The settings screens load when opened, not with the app (issue 35, page weight).
const ConfigurationPage = pageChunk(() => import('../custom/configuration/ConfigurationPage'))
const EstablishmentPage = pageChunk(() => import('../custom/establishment/EstablishmentPage'))
const NotificationsPage = pageChunk(() => import('../custom/notifications/NotificationsPage'))

/** The users and settings screens, the same in every context (events and tickets). */
export const settingsResources = () => [
  <Resource key="events-users" name="events-users" {...users} />,
  <Resource key="configuration" name="configuration" list={ConfigurationPage} />,
  <Resource key="establishment" name="establishment" list={EstablishmentPage} />,
  <Resource key="notification" name="notification" list={NotificationsPage} />,
  <Resource key="integration-log" name="integration-log" list={IntegrationLogPage} />,
]
