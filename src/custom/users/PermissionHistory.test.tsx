import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import PermissionsPanel from './PermissionsPanel'
import { member } from './testing'
import type { Levels } from './types'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** Three versions of user 12: created with EVENT and MEAL, then MEAL upon authorization, then EVENT blocked. */
const versions: Record<number, Levels> = {
  1: { EVENT: 'FREE', MEAL: 'FREE' },
  2: { EVENT: 'FREE', MEAL: 'UPON_AUTHORIZATION' },
  3: { MEAL: 'UPON_AUTHORIZATION' },
}

function historyServer() {
  const asked: string[] = []
  server.use(
    route.get('*/events/events-users/12/permission-levels', () =>
      HttpResponse.json({ id: 12, features: [], levels: versions[3] }),
    ),
    route.get('*/events/user-feature-history/versions/12', () =>
      HttpResponse.json({
        content: [
          { version: 3, changedBy: 'admin@demo.test', changedAt: '2026-03-02T14:30:00' },
          { version: 2, changedBy: 'admin@demo.test', changedAt: '2026-03-01T09:05:00' },
          { version: 1, changedBy: null, changedAt: '2026-02-27T08:00:00' },
        ],
        totalElements: 3,
      }),
    ),
    route.get('*/events/user-feature-history/levels/12', ({ request }) => {
      const version = Number(new URL(request.url).searchParams.get('version'))
      asked.push(String(version))
      return versions[version]
        ? HttpResponse.json(versions[version])
        : HttpResponse.json({ status: 404, message: 'error.notFound', errors: [] }, { status: 404 })
    }),
  )
  return asked
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    )

// Whole pages with react-admin and MUI: slow on a busy two-core machine.
describe('PermissionHistory', { timeout: 20_000 }, () => {
  beforeEach(() => signInForTest({}, ['USER', 'ACTION_SEE_PERMISSION_HISTORY']))

  it('lists the versions newest first and shows what the newest changed against the one before', async () => {
    const asked = historyServer()
    renderInAdmin(<PermissionsPanel user={member(12, 'carla@demo.test')} />)
    const list = await screen.findByRole('list', { name: 'Versões' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Versão 302/03/2026 14:30 — admin@demo.test',
      'Versão 201/03/2026 09:05 — admin@demo.test',
      'Versão 127/02/2026 08:00 — Situação inicial',
    ])
    const table = await screen.findByRole('table', { name: 'Alterações da versão 3' })
    expect(rowsOf(table)).toEqual([['Eventos', 'Liberado', 'Bloqueado']])
    expect(asked.sort()).toEqual(['2', '3'])
  })

  it('picking a version shows its own changes; version 1 lists what the user started with', async () => {
    historyServer()
    renderInAdmin(<PermissionsPanel user={member(12, 'carla@demo.test')} />)
    await userEvent.click(await screen.findByRole('button', { name: /^Versão 2/ }))
    expect(rowsOf(await screen.findByRole('table', { name: 'Alterações da versão 2' }))).toEqual([
      ['Refeições', 'Liberado', 'Mediante autorização'],
    ])
    await userEvent.click(screen.getByRole('button', { name: /^Versão 1/ }))
    expect(rowsOf(await screen.findByRole('table', { name: 'Permissões iniciais (versão 1)' }))).toEqual([
      ['Eventos', 'Bloqueado', 'Liberado'],
      ['Refeições', 'Bloqueado', 'Liberado'],
    ])
  })

  it('a save in the editor brings its new version into the history at once', async () => {
    historyServer()
    let saved = false
    server.use(
      route.put('*/events/events-users/12/permission-levels', async ({ request }) => {
        versions[4] = ((await request.json()) as { levels: Levels }).levels
        saved = true
        return HttpResponse.json({ id: 12, features: [], levels: versions[4] })
      }),
      route.get('*/events/user-feature-history/versions/12', () =>
        HttpResponse.json({
          content: [
            ...(saved
              ? [{ version: 4, changedBy: 'admin@demo.test', changedAt: '2026-03-03T10:00:00' }]
              : []),
            { version: 3, changedBy: 'admin@demo.test', changedAt: '2026-03-02T14:30:00' },
          ],
          totalElements: saved ? 2 : 1,
        }),
      ),
    )
    renderInAdmin(<PermissionsPanel user={member(12, 'carla@demo.test')} />)
    await screen.findByRole('table', { name: 'Alterações da versão 3' })
    await userEvent.click(screen.getByRole('button', { name: /^Cadastros \(eventos\)/ }))
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Feriados' })).getByRole('radio', { name: 'Liberado' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Salvar permissões' }))
    const table = await screen.findByRole('table', { name: 'Alterações da versão 4' })
    expect(rowsOf(table)).toEqual([['Feriados', 'Bloqueado', 'Liberado']])
    delete versions[4]
  })

  it('is not shown to a user without the history permission', async () => {
    signInForTest({}, ['USER'])
    historyServer()
    renderInAdmin(<PermissionsPanel user={member(12, 'carla@demo.test')} />)
    expect(await screen.findByRole('button', { name: 'Salvar permissões' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Histórico de permissões' })).toBeNull()
  })
})
