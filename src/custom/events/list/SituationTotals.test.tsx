import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import { FALLBACK_COLORS, textOn } from '../situations'
import SituationTotals from './SituationTotals'
import { renderInAdmin } from '../../../providers/testing'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const totals = [
  { situation: 'NEW', total: 3 },
  { situation: 'NEGOTIATION', total: 5 },
  { situation: 'CONFIRMED', total: 0 },
  { situation: 'CANCELED', total: 2 },
]

function totalsServer(configuration: () => Response) {
  const asked: { path: string; body: unknown }[] = []
  server.use(
    route.get('*/events/configuration', configuration),
    route.post('*/events/event/totals/:situations', async ({ request, params }) => {
      asked.push({ path: String(params.situations), body: await request.json() })
      return HttpResponse.json(totals)
    }),
  )
  return asked
}

const chip = (name: string) => screen.findByRole('button', { name })

describe('SituationTotals', () => {
  it('shows a chip per situation with its total, on the configured colour', async () => {
    const asked = totalsServer(() =>
      HttpResponse.json([
        { name: 'NEW_COLOR', value: '#123456', type: 'COLOR', group: 'GENERAL', kind: 'color' },
        { name: 'CANCELED_COLOR', value: '#ffeb3b' },
      ]),
    )
    renderInAdmin(
      <SituationTotals
        filter={{ situations: ['NEW'], search: 'gala' }}
        selected={[]}
        onPick={() => undefined}
      />,
    )
    const fresh = await chip('Novo: 3')
    await vi.waitFor(() => expect(fresh.getAttribute('data-color')).toBe('#123456'))
    expect((await chip('Em negociação: 5')).getAttribute('data-color')).toBe(FALLBACK_COLORS.NEGOTIATION)
    expect(await chip('Confirmado: 0')).toBeTruthy()
    // A light configured colour gets dark text, a dark one white: both stay readable.
    expect(textOn('#ffeb3b')).toBe('#000000')
    expect(textOn('#123456')).toBe('#ffffff')
    // Every situation is counted under the other filters, never under the situation filter itself.
    expect(asked[0].path).toBe(
      'NEW,NEGOTIATION,CONFIRMED,IN_PROGRESS,RELEASED_FOR_CLOSING,END,REOPEN,WAIT_LIST,CANCELED',
    )
    expect(asked[0].body).toEqual({ companyId: 3, search: 'gala' })
  })

  it('falls back to the built-in colours when the configuration cannot be read', async () => {
    totalsServer(() =>
      HttpResponse.json({ status: 500, message: 'error.internal', errors: [] }, { status: 500 }),
    )
    renderInAdmin(<SituationTotals filter={{}} selected={[]} onPick={() => undefined} />)
    expect((await chip('Cancelado: 2')).getAttribute('data-color')).toBe(FALLBACK_COLORS.CANCELED)
  })

  it('clicking a chip picks its situation; the picked one is pressed', async () => {
    totalsServer(() => HttpResponse.json([]))
    const onPick = vi.fn()
    const user = userEvent.setup()
    renderInAdmin(<SituationTotals filter={{}} selected={['CANCELED']} onPick={onPick} />)
    await user.click(await chip('Em negociação: 5'))
    expect(onPick).toHaveBeenCalledWith('NEGOTIATION')
    expect((await chip('Cancelado: 2')).getAttribute('aria-pressed')).toBe('true')
    expect((await chip('Novo: 3')).getAttribute('aria-pressed')).toBe('false')
  })

  it('says so when the totals cannot be loaded', async () => {
    server.use(
      route.get('*/events/configuration', () => HttpResponse.json([])),
      route.post('*/events/event/totals/:situations', () =>
        HttpResponse.json({ status: 500, message: 'error.internal', errors: [] }, { status: 500 }),
      ),
    )
    renderInAdmin(<SituationTotals filter={{}} selected={[]} onPick={() => undefined} />)
    expect(
      await screen.findByText('Não foi possível carregar os totais por situação.', {}, { timeout: 4000 }),
    ).toBeTruthy()
  })
})
