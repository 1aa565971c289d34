import { Menu, useBasename, useSidebarState, useStore, useTranslate } from 'react-admin'
import Collapse from '@mui/material/Collapse'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import ViewList from '@mui/icons-material/ViewList'
import type { MenuEntry, MenuGroup, MenuNode } from './menuModel'

function Entry({ entry, depth }: { entry: MenuEntry; depth: number }) {
  const translate = useTranslate()
  const basename = useBasename()
  const [open] = useSidebarState()
  const Icon = entry.icon ?? ViewList
  return (
    <Menu.Item
      to={`${basename}/${entry.name}`}
      primaryText={translate(entry.labelKey, { smart_count: 2, _: entry.name })}
      leftIcon={<Icon />}
      sx={{ pl: open ? 2 + depth * 1.5 : undefined }}
    />
  )
}

function Group({ group, depth }: { group: MenuGroup; depth: number }) {
  const translate = useTranslate()
  const [sidebarOpen] = useSidebarState()
  // Open by default; what the person collapses stays collapsed (react-admin's store, per browser).
  const [open, setOpen] = useStore(`eventdesk.menu.${group.key}`, true)
  const id = `menu-group-${group.key.replace(/\W/g, '-')}`
  const title = translate(group.key)
  // Inside react-admin's menu (role="menu"): the header is a menu item that toggles and its
  // entries a role="group"; tabIndex 0 like react-admin's own items, so Tab reaches them.
  return (
    <>
      <MenuItem
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={id}
        aria-label={title}
        title={sidebarOpen ? undefined : title}
        tabIndex={0}
        dense
        sx={{ mt: 0.5, pl: sidebarOpen ? 2 + depth * 1.5 : undefined }}
      >
        {group.icon && !sidebarOpen ? (
          <ListItemIcon sx={{ minWidth: 0 }}>
            <group.icon fontSize="small" />
          </ListItemIcon>
        ) : null}
        {sidebarOpen ? (
          <ListItemText
            primary={title}
            slotProps={{
              primary: { variant: 'overline', sx: { lineHeight: 1.8, fontWeight: depth === 0 ? 700 : 500 } },
            }}
          />
        ) : null}
        {open ? <ExpandLess fontSize="small" aria-hidden /> : <ExpandMore fontSize="small" aria-hidden />}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <div role="group" id={id} aria-label={title}>
          <MenuNodes nodes={group.children} depth={depth + 1} />
        </div>
      </Collapse>
    </>
  )
}

/** The groups and entries of a menu tree (menuModel.ts), nested groups indented. */
export default function MenuNodes({ nodes, depth = 0 }: { nodes: MenuNode[]; depth?: number }) {
  return (
    <>
      {nodes.map((n) =>
        n.type === 'entry' ? (
          <Entry key={n.name} entry={n} depth={depth} />
        ) : (
          <Group key={n.key} group={n} depth={depth} />
        ),
      )}
    </>
  )
}
