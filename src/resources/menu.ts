/**
 * Menu entries of the registries, from their schemas (x-resource.menu: group, contexts, icon,
 * order; x-resource.feature), so the shell only renders them.
 */
import type { SvgIconComponent } from '@mui/icons-material'
import type { AppContext } from '../providers/session'
import { iconOf } from './icons'
import { registryNames, registryOf } from '../providers/schema'

export interface RegistryMenuEntry {
  name: string
  /** Path under the context's base (`/app`, `/tickets`). */
  path: string
  /** Locale key of the entry's text (a plural: `smart_count: 2` for the menu). */
  labelKey: string
  /** Locale key of the group, `menu.<group>`. */
  group: string
  feature: string | undefined
  icon: SvgIconComponent
  order: number
}

export function registryMenu(context: AppContext): RegistryMenuEntry[] {
  return registryNames()
    .map((name) => registryOf(name)['x-resource'])
    .filter((r) => (r.menu?.contexts ?? ['EVENTS']).includes(context))
    .map((r) => ({
      name: r.name,
      path: `/${r.name}`,
      labelKey: `resources.${r.name}.name`,
      group: `menu.${r.menu?.group ?? 'registration'}`,
      feature: r.feature,
      icon: iconOf(r.menu?.icon),
      order: r.menu?.order ?? 1000,
    }))
    .sort((a, b) => a.group.localeCompare(b.group) || a.order - b.order || a.name.localeCompare(b.name))
}
