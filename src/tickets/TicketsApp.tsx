import { Resource } from 'react-admin'
import { registryResources } from '../resources'
import BoxOfficePage from '../custom/tickets/BoxOfficePage'
import Admin from '../admin/Admin'
import { settingsResources } from '../admin/settingsResources'

/** The ticket context under /tickets: the box office (sales, seat map and check-in) and the registries shared with it. */
export default function TicketsApp() {
  return (
    <Admin basename="/tickets" dashboard={BoxOfficePage}>
      <Resource name="box-office" list={BoxOfficePage} />
      {settingsResources()}
      {registryResources(undefined, 'TICKETS')}
    </Admin>
  )
}
