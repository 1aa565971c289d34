import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import { renderInAdmin } from '../../../providers/testing'
import ProgrammeView from './ProgrammeView'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const salaA = { id: 3, name: 'Sala A' }
const answers: Record<string, object[]> = {
  BY_DATE: [
    {
      type: 'BY_DATE',
      groups: [
        {
          date: '2026-12-01',
          entries: [
            { id: 1, date: '2026-12-01T09:00:00', description: 'Abertura', environment: null },
            { id: 2, date: '2026-12-01T12:30:00', description: 'Almoço', environment: null },
          ],
        },
      ],
    },
  ],
  BY_ENVIRONMENT_AND_DATE: [
    {
      type: 'BY_ENVIRONMENT_AND_DATE',
      groups: [
        {
          environment: salaA,
          days: [
            {
              date: '2026-12-02',
              entries: [{ id: 5, date: '2026-12-02T14:00:00', description: 'Painel', environment: salaA }],
            },
          ],
        },
      ],
    },
  ],
  BY_DATE_AND_ENVIRONMENT: [{ type: 'BY_DATE_AND_ENVIRONMENT', groups: [] }],
}

describe('ProgrammeView', { timeout: 30_000 }, () => {
  it('shows the programme grouped by the chosen type, in the reader’s date format', async () => {
    const asked: string[] = []
    server.use(
      route.get('*/events/event/programming/event', ({ request }) => {
        const url = new URL(request.url)
        expect(url.searchParams.get('eventId')).toBe('12')
        const type = url.searchParams.get('type')!
        asked.push(type)
        return HttpResponse.json(answers[type])
      }),
    )
    const user = userEvent.setup({ delay: null })
    renderInAdmin(<ProgrammeView eventId={12} />)
    const section = await screen.findByRole('region', { name: 'Programação agrupada' })
    expect(await within(section).findByRole('heading', { name: '01/12/2026' })).toBeTruthy()
    const items = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(items).toEqual(['09:00 Abertura', '12:30 Almoço'])

    await user.click(within(section).getByRole('button', { name: 'Por ambiente e data' }))
    expect(await within(section).findByRole('heading', { name: 'Sala A' })).toBeTruthy()
    expect(within(section).getByRole('heading', { name: '02/12/2026' })).toBeTruthy()
    expect(within(section).getByText('Painel')).toBeTruthy()

    await user.click(within(section).getByRole('button', { name: 'Por data e ambiente' }))
    expect(await within(section).findByText('Nenhuma programação deste tipo.')).toBeTruthy()
    expect(asked).toEqual(['BY_DATE', 'BY_ENVIRONMENT_AND_DATE', 'BY_DATE_AND_ENVIRONMENT'])
  })
})
