import { Menu, useBasename } from 'react-admin'
import { getContext } from '../providers/session'
import { menuResources } from './menus'
import { isRegistry, RegistryMenu } from '../resources'

/** The sidebar: the dashboard and the resources the user's features allow (react-admin asks canAccess). */
export default function AppMenu() {
  const context = useBasename() === '/tickets' ? 'TICKETS' : (getContext() ?? 'EVENTS')
  return (
    <Menu>
      <Menu.DashboardItem />
      {menuResources[context].filter((name) => !isRegistry(name)).map((name) => (
        <Menu.ResourceItem key={name} name={name} />
      ))}
      <RegistryMenu context={context} />
    </Menu>
  )
}
