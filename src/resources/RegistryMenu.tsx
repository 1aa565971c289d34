import { Menu, useSidebarState, useStore, useTranslate } from 'react-admin'
import Collapse from '@mui/material/Collapse'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import { allows } from '../permissions/features'
import type { AppContext } from '../providers/session'
import { groupedMenu, registryMenu, type RegistryMenuEntry } from './menu'

function Group({ group, entries }: { group: string; entries: RegistryMenuEntry[] }) {
  const translate = useTranslate()
  const [sidebarOpen] = useSidebarState()
  // Open by default; what the person collapses stays collapsed (react-admin's store).
  const [open, setOpen] = useStore(`eventdesk.menu.${group}`, true)
  const id = `menu-group-${group.replace(/\W/g, '-')}`
  // Inside react-admin's menu (role="menu"): the header is a menu item that toggles, its entries
  // a role="group"; tabIndex 0 like react-admin's own items, so Tab reaches them.
  return (
    <>
      <MenuItem onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={id} aria-label={translate(group)} tabIndex={0} dense sx={{ mt: 0.5 }}>
        {sidebarOpen ? <ListItemText primary={translate(group)} slotProps={{ primary: { variant: 'overline', sx: { lineHeight: 1.8 } } }} /> : null}
        {open ? <ExpandLess fontSize="small" aria-hidden /> : <ExpandMore fontSize="small" aria-hidden />}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <div role="group" id={id} aria-label={translate(group)}>
          {entries.map((e) => (
            <Menu.ResourceItem key={e.name} name={e.name} />
          ))}
        </div>
      </Collapse>
    </>
  )
}

/**
 * The registries' menu entries of a context, by group, only those the person's features allow
 * (the cached feature list; admins see all). A group with no allowed entry is not shown.
 */
export default function RegistryMenu({ context }: { context: AppContext }) {
  const entries = registryMenu(context).filter((e) => allows(e.name, context))
  return (
    <>
      {groupedMenu(entries).map(([group, list]) => (
        <Group key={group} group={group} entries={list} />
      ))}
    </>
  )
}
