import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { setContext } from '../providers/session'
import { signInForTest } from '../providers/testSession'
import AppMenu from './AppMenu'
import { renderShell } from './testing'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function backend({ useKanban = false, logoImageId = null as number | null } = {}) {
  server.use(
    route.get('*/events/configuration', () => HttpResponse.json([{ name: 'USE_KANBAN', value: useKanban }])),
    route.get('*/events/establishment-user', () =>
      HttpResponse.json({ socialReason: 'Demo Hotel Eventos Ltda.', tradeName: 'Demo Hotel', logoImageId }),
    ),
    route.get('*/events/image/:id/temporary', ({ params }) =>
      HttpResponse.json({ url: `/events/image/${params.id}?token=t` }),
    ),
  )
}

/** What the app registers today, plus screens of later issues where a test says so. */
const appRoutes = [
  'event',
  'events-users',
  'configuration',
  'establishment',
  'notification',
  'integration-log',
  'environment',
  'environment-type',
  'meal',
  'person',
  'holiday',
]

const item = (name: string | RegExp) => screen.queryByRole('menuitem', { name })
const shortcuts = () => screen.queryByRole('navigation', { name: 'Atalhos' })

describe('sidebar menu', () => {
  it('shows staff only the entries their features allow, and a group only with an allowed child', async () => {
    backend()
    signInForTest({}, ['EVENT', 'ENVIRONMENT_TYPE', 'PERSON', 'NOTIFICATION', 'EVENT_CALENDAR'])
    renderShell(<AppMenu />, appRoutes)
    expect(await screen.findByRole('menuitem', { name: 'Eventos' })).toBeTruthy()
    expect(item('Tipos de ambiente')).toBeTruthy()
    expect(item('Pessoas')).toBeTruthy()
    expect(item('Pessoas e usuários')).toBeTruthy()
    expect(item('Notificações')).toBeTruthy()
    expect(item('Cadastros')).toBeTruthy()
    expect(item('Estrutura')).toBeTruthy()
    // Not allowed: users, settings, holidays, meals; admin only: establishment and the integration log.
    for (const name of [
      'Usuários',
      'Configurações',
      'Feriados',
      'Refeições',
      'Estabelecimento',
      'Log de integração',
    ])
      expect(item(name)).toBeNull()
    // Groups left without an allowed entry disappear (Sistema), and so do screens without a route yet
    // (the calendar, though EVENT_CALENDAR is allowed, and every report).
    for (const name of ['Sistema', 'Alimentos e bebidas', 'Relatórios', 'Calendário de eventos'])
      expect(item(name)).toBeNull()
    const footer = shortcuts()!
    expect(within(footer).getByRole('link', { name: 'Eventos' }).getAttribute('href')).toBe('/app/event')
    expect(within(footer).queryByRole('link', { name: 'Kanban' })).toBeNull()
  })

  it('gives the admin every entry with a route, the admin-only ones included', async () => {
    backend()
    signInForTest({ adminUser: true, type: 'ADMIN' }, [])
    renderShell(<AppMenu />, appRoutes)
    expect(await screen.findByRole('menuitem', { name: 'Log de integração' })).toBeTruthy()
    for (const name of [
      'Sistema',
      'Configurações',
      'Usuários',
      'Refeições',
      'Feriados',
      'Alimentos e bebidas',
      'Gestão de eventos',
    ])
      expect(item(name)).toBeTruthy()
    expect(item('Log de integração')!.getAttribute('href')).toBe('/app/integration-log')
    expect(item('Relatórios')).toBeNull()
  })

  it('lists the kanban entry and shortcut only when USE_KANBAN is on, and only with KANBAN', async () => {
    const routes = [...appRoutes, 'kanban']
    signInForTest({}, ['EVENT', 'KANBAN'])
    backend({ useKanban: false })
    const off = renderShell(<AppMenu />, routes)
    await screen.findByRole('menuitem', { name: 'Eventos' })
    expect(item('Kanban')).toBeNull()
    expect(within(shortcuts()!).queryByRole('link', { name: 'Kanban' })).toBeNull()
    off.unmount()

    backend({ useKanban: true })
    const on = renderShell(<AppMenu />, routes)
    expect(await screen.findByRole('menuitem', { name: 'Kanban' })).toBeTruthy()
    expect(within(shortcuts()!).getByRole('link', { name: 'Kanban' }).getAttribute('href')).toBe(
      '/app/kanban',
    )
    on.unmount()

    signInForTest({}, ['EVENT'])
    renderShell(<AppMenu />, routes)
    await screen.findByRole('menuitem', { name: 'Eventos' })
    expect(item('Kanban')).toBeNull()
  })

  it('puts a later screen in its spec group once its route exists (reports)', async () => {
    backend()
    signInForTest({ adminUser: true }, [])
    renderShell(<AppMenu />, [...appRoutes, 'report/event'])
    expect(await screen.findByRole('menuitem', { name: 'Relatórios' })).toBeTruthy()
    expect(item('Relatório de eventos')!.getAttribute('href')).toBe('/app/report/event')
  })

  it('in the ticket context: its own groups and only the box-office shortcut', async () => {
    backend()
    signInForTest({}, ['TICKETS_BOX_OFFICE', 'TICKETS_ENVIRONMENT', 'TICKETS_SECTION_TYPE', 'EVENT'])
    setContext('TICKETS')
    renderShell(<AppMenu />, ['box-office', 'environment', 'section-type', 'event', 'events-users'], {
      basename: '/tickets',
    })
    expect(await screen.findByRole('menuitem', { name: 'Ingressos' })).toBeTruthy()
    expect(item('Bilheteria')!.getAttribute('href')).toBe('/tickets/box-office')
    expect(item('Tipos de setor')).toBeTruthy()
    expect(item('Ambientes')).toBeTruthy()
    expect(item('Eventos')).toBeNull()
    expect(item('Usuários')).toBeNull()
    expect(
      within(shortcuts()!)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/tickets/box-office'])
  })

  it('shows the establishment name, and its logo when one is set', async () => {
    backend({ logoImageId: 5 })
    signInForTest({}, ['EVENT'])
    renderShell(<AppMenu />, appRoutes)
    const top = await screen.findByTestId('sidebar-establishment')
    expect(await within(top).findByText('Demo Hotel')).toBeTruthy()
    const logo = await within(top).findByRole('img', { name: 'Logotipo de Demo Hotel' })
    expect(logo.getAttribute('src')).toBe('/events/image/5?token=t')
  })
})
