import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import { allFeatures } from './featureGroups'
import PermissionEditor from './PermissionEditor'
import { member } from './testing'
import type { Levels } from './types'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({}, ['USER']))

const full = (levels: Levels): Levels =>
  Object.fromEntries(allFeatures.map((f) => [f, levels[f] ?? 'BLOCKED']))

function levelsServer(start: Levels, refuse = false) {
  let levels = full(start)
  const puts: Levels[] = []
  const copies: string[] = []
  const searches: string[] = []
  const answer = () =>
    HttpResponse.json({ id: 12, features: Object.keys(levels).filter((f) => levels[f] === 'FREE'), levels })
  server.use(
    route.get('*/events/events-users/12/permission-levels', answer),
    route.put('*/events/events-users/12/permission-levels', async ({ request }) => {
      const body = (await request.json()) as { levels: Levels }
      puts.push(body.levels)
      if (refuse)
        return HttpResponse.json({ status: 403, message: 'error.forbidden', errors: [] }, { status: 403 })
      levels = full(body.levels)
      return answer()
    }),
    route.get('*/events/events-users/autocomplete', ({ request }) => {
      searches.push(new URL(request.url).searchParams.get('email') ?? '')
      return HttpResponse.json({
        content: [member(12, 'carla@demo.test'), member(9, 'coordinator@demo.test')],
        totalElements: 2,
      })
    }),
    route.post('*/events/events-users/12/copy-permissions/:from', ({ params }) => {
      copies.push(String(params.from))
      levels = full({ EVENT: 'FREE', KANBAN: 'UPON_AUTHORIZATION' })
      return answer()
    }),
  )
  return { puts, copies, searches }
}

const radio = (feature: string, level: string) =>
  within(screen.getByRole('radiogroup', { name: feature })).getByRole('radio', {
    name: level,
  }) as HTMLInputElement

// Whole pages with react-admin and MUI: slow on a busy two-core machine.
describe('PermissionEditor', { timeout: 20_000 }, () => {
  it('shows every group translated and each feature with its three levels; saves a change with one PUT', async () => {
    const { puts } = levelsServer({ EVENT: 'FREE', MEAL: 'UPON_AUTHORIZATION' })
    renderInAdmin(<PermissionEditor userId={12} />)
    for (const group of [
      'Cadastros (eventos)',
      'Relatórios (eventos)',
      'Ações (eventos)',
      'Visualização por situação (eventos)',
      'Cadastros (ingressos)',
      'Ações (ingressos)',
    ]) {
      expect(
        await screen.findByRole('button', { name: new RegExp(`^${group.replace(/[()]/g, '\\$&')}`) }),
      ).toBeTruthy()
    }
    await userEvent.click(screen.getByRole('button', { name: /^Cadastros \(eventos\)/ }))
    expect(radio('Eventos', 'Liberado').checked).toBe(true)
    expect(radio('Refeições', 'Mediante autorização').checked).toBe(true)
    expect(radio('Feriados', 'Bloqueado').checked).toBe(true)

    await userEvent.click(radio('Eventos', 'Bloqueado'))
    expect(screen.getByRole('status').textContent).toBe('1 alteração não salva')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar permissões' }))
    expect(await screen.findByText('Permissões salvas.')).toBeTruthy()
    expect(puts).toHaveLength(1)
    expect(puts[0]).toMatchObject({ EVENT: 'BLOCKED', MEAL: 'UPON_AUTHORIZATION', HOLIDAY: 'BLOCKED' })
    expect(Object.keys(puts[0])).toHaveLength(allFeatures.length)
    expect(screen.queryByRole('status')).toBeNull()
    expect(radio('Eventos', 'Bloqueado').checked).toBe(true)
  })

  it('sets a whole group at once and discards pending changes', async () => {
    levelsServer({})
    renderInAdmin(<PermissionEditor userId={12} />)
    await userEvent.click(await screen.findByRole('button', { name: /^Visualização por situação/ }))
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Marcar todas de Visualização por situação (eventos) como Liberado',
      }),
    )
    expect(radio('Ver eventos novos', 'Liberado').checked).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('8 alterações não salvas')
    await userEvent.click(screen.getByRole('button', { name: 'Descartar alterações' }))
    expect(radio('Ver eventos novos', 'Bloqueado').checked).toBe(true)
  })

  it("shows the server's refusal translated and keeps the change pending", async () => {
    levelsServer({}, true)
    renderInAdmin(<PermissionEditor userId={12} />)
    await userEvent.click(await screen.findByRole('button', { name: /^Ações \(eventos\)/ }))
    await userEvent.click(radio('Confirmar', 'Liberado'))
    await userEvent.click(screen.getByRole('button', { name: 'Salvar permissões' }))
    expect(await screen.findByText('Você não tem permissão para esta ação')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('1 alteração não salva')
  })

  it('copies the permissions of a user picked by e-mail, after confirming, and shows them', async () => {
    const { copies, searches } = levelsServer({ HOLIDAY: 'FREE' })
    renderInAdmin(<PermissionEditor userId={12} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar permissões de outro usuário' }))
    const dialog = await screen.findByRole('dialog', { name: 'Copiar permissões de outro usuário' })
    expect(within(dialog).getByText(/serão substituídas/)).toBeTruthy()
    const copyButton = within(dialog).getByRole('button', { name: 'Copiar' })
    expect((copyButton as HTMLButtonElement).disabled).toBe(true)
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Usuário de origem' }), 'co')
    // The user being edited (12) is not offered.
    const option = await screen.findByRole('option', { name: 'coordinator@demo.test' }, { timeout: 3000 })
    expect(screen.queryByRole('option', { name: 'carla@demo.test' })).toBeNull()
    await vi.waitFor(() => expect(searches).toContain('co'))
    await userEvent.click(option)
    await userEvent.click(copyButton)
    expect(await screen.findByText('Permissões copiadas de coordinator@demo.test.')).toBeTruthy()
    expect(copies).toEqual(['9'])
    // The dialog's closing transition hides the page from role queries for a moment.
    await userEvent.click(await screen.findByRole('button', { name: /^Cadastros \(eventos\)/ }))
    expect(radio('Eventos', 'Liberado').checked).toBe(true)
    expect(radio('Kanban', 'Mediante autorização').checked).toBe(true)
    expect(radio('Feriados', 'Bloqueado').checked).toBe(true)
  })
})
