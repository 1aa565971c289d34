import { Menu, useBasename } from 'react-admin'
import Box from '@mui/material/Box'
import { getContext } from '../providers/session'
import MenuNodes from './MenuTree'
import ShortcutBar from './ShortcutBar'
import SidebarEstablishment from './SidebarEstablishment'
import { useSidebarMenu } from './useSidebarMenu'

/**
 * The sidebar (spec §1, §2): the establishment at the top, the dashboard and the context's groups
 * filtered by the person's features, and the footer of shortcuts. react-admin's Sidebar around it
 * is fixed, collapses to icons, and is a drawer on phones (the header's button toggles it).
 */
export default function AppMenu() {
  const context = useBasename() === '/tickets' ? 'TICKETS' : (getContext() ?? 'EVENTS')
  const { groups, shortcuts } = useSidebarMenu(context)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <SidebarEstablishment />
      <Menu>
        <Menu.DashboardItem />
        <MenuNodes nodes={groups} />
      </Menu>
      <ShortcutBar shortcuts={shortcuts} />
    </Box>
  )
}
