import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../../../providers/testSession'
import { renderInAdmin } from '../../../providers/testing'
import AttachmentTab from './AttachmentTab'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const contract = {
  id: 1,
  name: 'contrato.pdf',
  mime: 'application/pdf',
  size: 20480,
  description: 'Minuta',
  createdAt: '2027-01-05T10:30:00',
}

function attachmentServer(refuse?: () => Response) {
  let version = 3
  let content = [contract]
  const uploads: { version: string | null; text: string; description: string }[] = []
  server.use(
    route.get('*/events/event/12/attachment', () => HttpResponse.json({ eventVersion: version, content })),
    route.post('*/events/event/12/attachment', async ({ request }) => {
      const form = await request.formData()
      const file = form.get('file') as File
      // jsdom's File reaches the fetch polyfill as a Blob (named "blob"); the contents are what we check here.
      uploads.push({
        version: new URL(request.url).searchParams.get('eventVersion'),
        text: await file.text(),
        description: String(form.get('description')),
      })
      if (refuse) return refuse()
      version += 1
      content = [
        ...content,
        {
          id: 2,
          name: 'pauta.txt',
          mime: 'text/plain',
          size: file.size,
          description: String(form.get('description')),
          createdAt: '2027-01-06T09:00:00',
        },
      ]
      return HttpResponse.json({ eventVersion: version, content, id: 2 }, { status: 201 })
    }),
    route.get('*/events/event/12/attachment/1/download', ({ request }) =>
      request.headers.get('authorization')?.startsWith('Bearer ')
        ? new HttpResponse('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } })
        : HttpResponse.json({ status: 401, message: 'auth.unauthorized', errors: [] }, { status: 401 }),
    ),
  )
  return uploads
}

const renderTab = () => {
  const onVersion = vi.fn()
  renderInAdmin(<AttachmentTab eventId={12} version={3} onVersion={onVersion} onFailure={vi.fn()} />)
  return onVersion
}

describe('AttachmentTab', { timeout: 30_000 }, () => {
  it('lists the files and uploads one with its description and the event version', async () => {
    const uploads = attachmentServer()
    const user = userEvent.setup({ delay: null })
    const onVersion = renderTab()
    const row = (await screen.findByText('Minuta')).closest('tr') as HTMLElement
    expect(within(row).getByText('20 KB')).toBeTruthy()
    expect(within(row).getByText('05/01/2027 10:30')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(screen.getByRole('alert').textContent).toBe('Escolha um arquivo')
    expect(uploads).toHaveLength(0)
    await user.upload(
      screen.getByLabelText('Arquivo'),
      new File(['pauta'], 'pauta.txt', { type: 'text/plain' }),
    )
    await user.type(screen.getByRole('textbox', { name: 'Descrição' }), 'Pauta da reunião')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Pauta da reunião')).toBeTruthy()
    expect(uploads).toEqual([{ version: '3', text: 'pauta', description: 'Pauta da reunião' }])
    expect(onVersion).toHaveBeenCalledWith(4)
    expect(screen.getByText('Nenhum arquivo escolhido')).toBeTruthy()
  })

  it('a file the server refuses says why and keeps the choice', async () => {
    attachmentServer(() =>
      HttpResponse.json(
        { status: 400, message: 'error.validation', errors: [{ field: 'file', message: 'file.tooLarge' }] },
        { status: 400 },
      ),
    )
    const user = userEvent.setup({ delay: null })
    renderTab()
    await screen.findByText('Minuta')
    await user.upload(
      screen.getByLabelText('Arquivo'),
      new File(['x'.repeat(10)], 'grande.pdf', { type: 'application/pdf' }),
    )
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText(/O arquivo é grande demais/)).toBeTruthy()
    expect(screen.getByText('grande.pdf')).toBeTruthy()
  })

  it('downloads a file through the authenticated call', async () => {
    attachmentServer()
    const created = vi.fn(() => 'blob:contrato')
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL }
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const user = userEvent.setup({ delay: null })
    renderTab()
    await user.click(await screen.findByRole('button', { name: 'Baixar contrato.pdf' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    expect(((created.mock.calls[0] as unknown[])[0] as Blob).size).toBe(8)
    click.mockRestore()
    Object.assign(URL, original)
  })

  it('the file is chosen through a button a keyboard reaches', async () => {
    attachmentServer()
    const user = userEvent.setup({ delay: null })
    renderTab()
    await screen.findByText('Minuta')
    const picker = vi.spyOn(HTMLInputElement.prototype, 'click')
    screen.getByRole('button', { name: 'Escolher arquivo' }).focus()
    await user.keyboard('{Enter}')
    expect(picker).toHaveBeenCalled()
    picker.mockRestore()
  })
})
