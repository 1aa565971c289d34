import { describe, expect, it } from 'vitest'
import ViewList from '@mui/icons-material/ViewList'
import type { RegistryMenuEntry } from '../resources/menu'
import { entriesOf, entry, group, isVisible, mergeMenu, pruneMenu, type MenuGroup } from './menuModel'

const registry = (name: string, groupKey: string, order = 10): RegistryMenuEntry => ({
  name,
  path: `/${name}`,
  labelKey: `resources.${name}.name`,
  group: groupKey,
  feature: undefined,
  icon: ViewList,
  order,
})

const tree = (): MenuGroup[] => [
  group('menu.group.registration', [group('menu.registration.structure', ['equipment', 'environment'])]),
  group('menu.group.system', ['configuration']),
]

describe('menu model', () => {
  it('keeps the spec order for named registries and appends the others to their schema group', () => {
    const merged = mergeMenu(tree(), [
      registry('environment', 'menu.registration.structure'),
      registry('currency-company', 'menu.registration.structure'),
      registry('equipment', 'menu.registration.structure'),
    ])
    expect(entriesOf(merged).map((e) => e.name)).toEqual([
      'equipment',
      'environment',
      'currency-company',
      'configuration',
    ])
    // The schema's icon fills an entry the tree left without one.
    expect(entriesOf(merged)[0].icon).toBe(ViewList)
  })

  it('gives a registry of an unknown group that group at the end, and extra names go to the last group once', () => {
    const merged = mergeMenu(
      tree(),
      [registry('section-type', 'menu.tickets')],
      ['configuration', 'box-office'],
    )
    expect(merged.map((g) => g.key)).toEqual(['menu.group.registration', 'menu.group.system', 'menu.tickets'])
    expect(entriesOf([merged[2]]).map((e) => e.name)).toEqual(['section-type', 'box-office'])
    expect(entriesOf(merged).filter((e) => e.name === 'configuration')).toHaveLength(1)
    // The definitions themselves are not changed.
    expect(entriesOf(tree()).map((e) => e.name)).toEqual(['equipment', 'environment', 'configuration'])
  })

  it('prunes refused entries and the groups they leave empty, at every depth', () => {
    const pruned = pruneMenu(tree(), (e) => e.name === 'configuration') as MenuGroup[]
    expect(pruned.map((g) => g.key)).toEqual(['menu.group.system'])
    const nested = pruneMenu(tree(), (e) => e.name === 'environment') as MenuGroup[]
    expect(nested).toHaveLength(1)
    expect(
      (nested[0].children[0] as MenuGroup).children.map((e) => (e.type === 'entry' ? e.name : e.key)),
    ).toEqual(['environment'])
  })

  it('shows an entry with a route that canAccess allows; admin-only entries to admins; kanban entries with USE_KANBAN', () => {
    const rules = {
      hasRoute: (n: string) => n !== 'report/event',
      canAccess: (n: string) => n === 'event' || n === 'kanban',
      admin: false,
      useKanban: false,
    }
    expect(isVisible(rules)(entry('event'))).toBe(true)
    expect(isVisible(rules)(entry('report/event'))).toBe(false)
    expect(isVisible(rules)(entry('configuration'))).toBe(false)
    expect(isVisible(rules)(entry('kanban', { kanban: true }))).toBe(false)
    expect(isVisible({ ...rules, useKanban: true })(entry('kanban', { kanban: true }))).toBe(true)
    // Admin only ignores canAccess either way: a feature does not open it, admin status does.
    expect(
      isVisible({ ...rules, canAccess: () => true })(entry('integration-log', { adminOnly: true })),
    ).toBe(false)
    expect(isVisible({ ...rules, admin: true })(entry('integration-log', { adminOnly: true }))).toBe(true)
  })
})
