/**
 * The sidebar as data: groups (collapsible, nested) of entries. An entry names a react-admin
 * resource; its route is `/<name>` under the context's base. Pure functions only, so the rules
 * (merge the registries into the spec's groups, prune what the person may not open) are tested
 * without rendering.
 */
import type { SvgIconComponent } from '@mui/icons-material'
import type { RegistryMenuEntry } from '../resources/menu'

export interface MenuEntry {
  type: 'entry'
  /** Resource name; the route is `/<name>` (e.g. `report/event` → /app/report/event). */
  name: string
  /** Locale key of the text, a polyglot plural read with smart_count 2. */
  labelKey: string
  icon?: SvgIconComponent
  /** Spec §2 "(admin only)": shown to admin and technical users only, whatever the features say. */
  adminOnly?: boolean
  /** Shown only when the configuration's USE_KANBAN is true. */
  kanban?: boolean
}

export interface MenuGroup {
  type: 'group'
  /** Locale key of the group's title, also its identity (the collapsed state is kept under it). */
  key: string
  icon?: SvgIconComponent
  children: MenuNode[]
}

export type MenuNode = MenuEntry | MenuGroup

export const entry = (name: string, extra: Partial<Omit<MenuEntry, 'type' | 'name'>> = {}): MenuEntry => ({
  type: 'entry',
  name,
  labelKey: `resources.${name}.name`,
  ...extra,
})

export const group = (key: string, children: (MenuNode | string)[], icon?: SvgIconComponent): MenuGroup => ({
  type: 'group',
  key,
  icon,
  children: children.map((c) => (typeof c === 'string' ? entry(c) : c)),
})

/** Every entry of a tree, depth first (the order they appear in). */
export function entriesOf(nodes: MenuNode[]): MenuEntry[] {
  return nodes.flatMap((n) => (n.type === 'entry' ? [n] : entriesOf(n.children)))
}

function findGroup(nodes: MenuNode[], key: string): MenuGroup | undefined {
  for (const n of nodes) {
    if (n.type !== 'group') continue
    if (n.key === key) return n
    const inner = findGroup(n.children, key)
    if (inner) return inner
  }
  return undefined
}

/**
 * The spec's groups with the registries of the context merged in. A registry the tree already
 * names takes its place there (and its schema icon); any other one joins the group its schema
 * names (`x-resource.menu.group`), after the named entries in schema order; a registry whose group
 * the tree lacks gets that group at the end. `extra` names hand-written resources (menus.ts) that
 * the tree does not place: they join the last group.
 */
export function mergeMenu(
  tree: MenuGroup[],
  registries: RegistryMenuEntry[],
  extra: string[] = [],
): MenuGroup[] {
  const copy = (nodes: MenuNode[]): MenuNode[] =>
    nodes.map((n) => (n.type === 'entry' ? { ...n } : { ...n, children: copy(n.children) }))
  const result = copy(tree) as MenuGroup[]
  const placed = new Map(entriesOf(result).map((e) => [e.name, e]))
  for (const r of registries) {
    const known = placed.get(r.name)
    if (known) {
      known.icon ??= r.icon
      continue
    }
    let target = findGroup(result, r.group)
    if (!target) {
      target = group(r.group, [])
      result.push(target)
    }
    const added = entry(r.name, { labelKey: r.labelKey, icon: r.icon })
    target.children.push(added)
    placed.set(r.name, added)
  }
  const last = result[result.length - 1]
  for (const name of extra) if (!placed.has(name) && last) last.children.push(entry(name))
  return result
}

/** The tree without the entries `visible` refuses and without the groups left empty (a parent shows only if a child does). */
export function pruneMenu(nodes: MenuNode[], visible: (e: MenuEntry) => boolean): MenuNode[] {
  return nodes.flatMap((n): MenuNode[] => {
    if (n.type === 'entry') return visible(n) ? [n] : []
    const children = pruneMenu(n.children, visible)
    return children.length ? [{ ...n, children }] : []
  })
}

/** What decides whether an entry shows: its route exists, the person may open it, kanban is on for kanban entries. */
export interface Visibility {
  hasRoute: (name: string) => boolean
  canAccess: (name: string) => boolean
  admin: boolean
  useKanban: boolean
}

export const isVisible = (v: Visibility) => (e: MenuEntry) =>
  v.hasRoute(e.name) && (e.adminOnly ? v.admin : v.canAccess(e.name)) && (!e.kanban || v.useKanban)
