import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../providers/testSession'
import { renderInAdmin } from '../../providers/testing'
import { emitChannelPush } from '../notifications/pushBus'
import ReportBell from './ReportBell'
import type { ReportEntry } from './types'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest({}, ['REPORT_EVENT']))

const base = {
  type: 'event',
  createdAt: '2026-11-26T15:00:00',
  fileName: null,
  fileExtension: null,
  error: null,
}
const running: ReportEntry = { ...base, reference: 'r-2', status: 'GENERATING', progress: 10 }
const failed: ReportEntry = { ...base, reference: 'r-1', status: 'ERROR', progress: 0, error: 'disk full' }
const done: ReportEntry = {
  ...running,
  status: 'GENERATED',
  progress: 100,
  fileName: 'event-20261126-1500.xlsx',
  fileExtension: 'xlsx',
}

describe('ReportBell', () => {
  it('shows progress from the pushes, then the finished file; a failure shows its reason', async () => {
    let list = [running, failed]
    const downloads: string[] = []
    server.use(
      route.get('*/events/report', () => HttpResponse.json({ content: list, totalElements: list.length })),
      route.get('*/events/file/r/:reference', ({ params }) => {
        downloads.push(String(params.reference))
        return new HttpResponse(new Blob(['x']), { headers: { 'content-type': 'application/octet-stream' } })
      }),
    )
    URL.createObjectURL = () => 'blob:report'
    URL.revokeObjectURL = () => undefined
    // jsdom cannot follow the download link; the click itself is the browser's part.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    renderInAdmin(<ReportBell />)
    const bell = await screen.findByRole('button', { name: 'Relatórios: 1 em geração' }, { timeout: 5000 })
    await userEvent.click(bell)
    const items = within(await screen.findByRole('list', { name: 'Meus relatórios' }, { timeout: 5000 }))
    expect(items.getByText(/gerando… 10%/)).toBeTruthy()
    expect(items.getByText(/erro: disk full/)).toBeTruthy()

    act(() => emitChannelPush({ type: 'JOB', task: 'report.generate', reference: 'r-2', progress: 55 }))
    expect(await items.findByText(/gerando… 55%/, {}, { timeout: 5000 })).toBeTruthy()

    list = [done, failed]
    act(() => emitChannelPush({ type: 'FILE_REPORT', reference: 'r-2', status: 'GENERATED' }))
    const file = await items.findByRole(
      'button',
      { name: /baixar event-20261126-1500.xlsx/ },
      { timeout: 5000 },
    )
    await userEvent.click(file)
    await vi.waitFor(() => expect(downloads).toEqual(['r-2']))
  })

  it('says when there is no report yet', async () => {
    server.use(route.get('*/events/report', () => HttpResponse.json({ content: [], totalElements: 0 })))
    renderInAdmin(<ReportBell />)
    await userEvent.click(await screen.findByRole('button', { name: /Relatórios/ }, { timeout: 5000 }))
    expect(await screen.findByText('Nenhum relatório solicitado', {}, { timeout: 5000 })).toBeTruthy()
  })
})
