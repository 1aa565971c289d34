import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import { renderInAdmin } from '../../../providers/testing'
import FollowUpTab from './FollowUpTab'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

function followUpServer(answer?: () => Response) {
  let version = 3
  let content = [
    {
      id: 1,
      message: 'Cliente pediu orçamento',
      createdAt: '2027-01-05T10:00:00',
      createdBy: { id: 7, email: 'ana@demo.test' },
    },
  ]
  const posts: Record<string, unknown>[] = []
  server.use(
    route.get('*/events/event/12/follow-up', () => HttpResponse.json({ eventVersion: version, content })),
    route.post('*/events/event/12/follow-up', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      posts.push(body)
      if (answer) return answer()
      version += 1
      content = [
        ...content,
        {
          id: 2,
          message: String(body.message),
          createdAt: '2027-01-06T11:30:00',
          createdBy: { id: 7, email: 'ana@demo.test' },
        },
      ]
      return HttpResponse.json({ eventVersion: version, content, id: 2 }, { status: 201 })
    }),
  )
  return posts
}

const renderTab = () => {
  const onVersion = vi.fn()
  const onFailure = vi.fn()
  renderInAdmin(<FollowUpTab eventId={12} version={3} onVersion={onVersion} onFailure={onFailure} />)
  return { onVersion, onFailure }
}

describe('FollowUpTab', { timeout: 30_000 }, () => {
  it('lists the follow-ups, adds one with the event version, and has no edit', async () => {
    const posts = followUpServer()
    const user = userEvent.setup({ delay: null })
    const { onVersion } = renderTab()
    expect(await screen.findByRole('cell', { name: 'Cliente pediu orçamento' })).toBeTruthy()
    expect(screen.getByText('05/01/2027 10:00')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Adicionar acompanhamento' }))
    expect(await screen.findByText('Mensagem deve ser informado')).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: /^Mensagem/ }), 'Visita marcada')
    await user.click(screen.getByRole('button', { name: 'Adicionar acompanhamento' }))
    expect(await screen.findByRole('cell', { name: 'Visita marcada' })).toBeTruthy()
    expect(posts[0]).toMatchObject({ eventVersion: 3, message: 'Visita marcada' })
    expect(onVersion).toHaveBeenCalledWith(4)
    expect((screen.getByRole('textbox', { name: /^Mensagem/ }) as HTMLTextAreaElement).value).toBe('')
    expect(screen.queryByRole('button', { name: /^Alterar/ })).toBeNull()
  })

  it('a stale version (409) shows the message and keeps what was typed', async () => {
    followUpServer(() =>
      HttpResponse.json(
        { status: 409, message: 'event.changedInAnotherSession', errors: [] },
        { status: 409 },
      ),
    )
    const user = userEvent.setup({ delay: null })
    const { onFailure } = renderTab()
    await user.type(await screen.findByRole('textbox', { name: /^Mensagem/ }), 'Visita marcada')
    await user.click(screen.getByRole('button', { name: 'Adicionar acompanhamento' }))
    expect(
      await screen.findByText('O evento foi alterado em outra sessão; o processo precisa ser reiniciado'),
    ).toBeTruthy()
    await waitFor(() => expect(onFailure).toHaveBeenCalled())
    expect((screen.getByRole('textbox', { name: /^Mensagem/ }) as HTMLTextAreaElement).value).toBe(
      'Visita marcada',
    )
  })
})
