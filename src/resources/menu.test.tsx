import { describe, expect, it } from 'vitest'
import { DefaultIcon, menuIcons } from './icons'
import { registryMenu } from './menu'
import { registryNames, registryOf } from '../providers/schema'

/** The sidebar (src/layout/menuModel.ts) places these entries in the spec's groups; its tests cover the filtering. */
describe('registry menu entries', () => {
  it('has an icon for every icon a schema names', () => {
    const named = registryNames()
      .map((n) => registryOf(n)['x-resource'].menu?.icon)
      .filter(Boolean) as string[]
    expect(named.filter((icon) => !menuIcons[icon])).toEqual([])
  })

  it('derives entries per context from the schemas', () => {
    const events = registryMenu('EVENTS')
    const environment = events.find((e) => e.name === 'environment')!
    expect(environment).toMatchObject({
      path: '/environment',
      labelKey: 'resources.environment.name',
      group: 'menu.registration.structure',
      feature: 'ENVIRONMENT',
    })
    expect(environment.icon).not.toBe(DefaultIcon)
    expect(events.some((e) => e.name === 'section-type')).toBe(false)
    const tickets = registryMenu('TICKETS').map((e) => e.name)
    expect(tickets).toContain('section-type')
    expect(tickets).toContain('environment-type')
    expect(tickets).not.toContain('meal')
  })
})
