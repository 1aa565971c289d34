import { useMemo } from 'react'
import { useCanAccessResources, useResourceDefinitions } from 'react-admin'
import { isAdmin, type AppContext } from '../providers/session'
import { registryMenu } from '../resources/menu'
import { menuDefinitions, shortcutDefinitions } from './menuDefinitions'
import { entriesOf, isVisible, mergeMenu, pruneMenu, type MenuEntry, type MenuGroup } from './menuModel'
import { menuResources } from './menus'
import { useConfigurationValue } from '../providers/useConfigurationValue'

/**
 * What the sidebar shows for the signed-in person: the spec's groups with the registries merged
 * in, then only the entries that have a route (a registered resource with a list), that
 * react-admin's canAccess allows (features; admin and technical users pass all), and kanban ones
 * only with USE_KANBAN. Nothing is shown until canAccess has answered, so no entry flashes.
 */
export function useSidebarMenu(context: AppContext): {
  groups: MenuGroup[]
  shortcuts: MenuEntry[]
  isPending: boolean
} {
  const definitions = useResourceDefinitions()
  const useKanban = useConfigurationValue('USE_KANBAN') === true
  const tree = useMemo(
    () => mergeMenu(menuDefinitions[context], registryMenu(context), menuResources[context]),
    [context],
  )
  const names = useMemo(
    () => [...new Set([...entriesOf(tree), ...shortcutDefinitions[context]].map((e) => e.name))],
    [tree, context],
  )
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: names })
  return useMemo(() => {
    if (isPending || !canAccess) return { groups: [], shortcuts: [], isPending: true }
    const visible = isVisible({
      hasRoute: (name) => Boolean(definitions[name]?.hasList),
      canAccess: (name) => canAccess[name] === true,
      admin: isAdmin(),
      useKanban,
    })
    return {
      groups: pruneMenu(tree, visible) as MenuGroup[],
      shortcuts: shortcutDefinitions[context].filter(visible),
      isPending: false,
    }
  }, [isPending, canAccess, definitions, useKanban, tree, context])
}
