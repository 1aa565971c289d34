import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { AdminContext, Menu } from 'react-admin'
import { createI18nProvider } from '../providers/i18nProvider'
import { signInForTest } from '../providers/testSession'
import { DefaultIcon, menuIcons } from './icons'
import { groupedMenu, registryMenu } from './menu'
import RegistryMenu from './RegistryMenu'
import { registryNames, registryOf } from './schema'

describe('registry menu', () => {
  it('has an icon for every icon a schema names', () => {
    const named = registryNames().map((n) => registryOf(n)['x-resource'].menu?.icon).filter(Boolean) as string[]
    expect(named.filter((icon) => !menuIcons[icon])).toEqual([])
  })

  it('derives entries per context from the schemas', () => {
    const events = registryMenu('EVENTS')
    const environment = events.find((e) => e.name === 'environment')!
    expect(environment).toMatchObject({ path: '/environment', labelKey: 'resources.environment.name', group: 'menu.registration.structure', feature: 'ENVIRONMENT' })
    expect(environment.icon).not.toBe(DefaultIcon)
    expect(events.some((e) => e.name === 'section-type')).toBe(false)
    const tickets = registryMenu('TICKETS').map((e) => e.name)
    expect(tickets).toContain('section-type')
    expect(tickets).toContain('environment-type')
    expect(tickets).not.toContain('meal')
  })

  it('groups in the spec menu order, entries by their order inside a group', () => {
    const groups = groupedMenu(registryMenu('EVENTS'))
    expect(groups.map(([g]) => g).slice(0, 4)).toEqual(['menu.registration.structure', 'menu.registration.menus', 'menu.registration.eventGroup', 'menu.registration.accommodation'])
    const structure = groups[0][1]
    expect(structure.map((e) => e.order)).toEqual([...structure.map((e) => e.order)].sort((a, b) => a - b))
  })

  it('shows only the groups with an entry the features allow', () => {
    signInForTest({}, ['ENVIRONMENT_TYPE', 'MEAL'])
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={createI18nProvider()}>
          <Menu>
            <RegistryMenu context="EVENTS" />
          </Menu>
        </AdminContext>
      </MemoryRouter>,
    )
    expect(screen.getByRole('menuitem', { name: 'Estrutura' }).getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('menuitem', { name: 'Alimentos e bebidas' })).toBeTruthy()
    expect(screen.queryByRole('menuitem', { name: 'Hospedagem' })).toBeNull()
    expect(screen.queryByRole('menuitem', { name: 'Grupo de eventos' })).toBeNull()
  })
})
