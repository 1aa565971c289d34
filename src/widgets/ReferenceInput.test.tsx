import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { signInForTest } from '../providers/testSession'
import ReferenceInput from './ReferenceInput'
import { SEARCH_DEBOUNCE_MS, searchTermOf } from './useReferenceSearch'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const records = [
  { id: 4, name: 'Auditório' },
  { id: 6, name: 'Sala de reunião' },
]

/** Every autocomplete call, with the time it arrived. */
function autocompleteServer() {
  const calls: { name: string | null; page: string | null; at: number }[] = []
  server.use(
    route.get('*/events/environment-type/autocomplete', ({ request }) => {
      const url = new URL(request.url)
      const name = url.searchParams.get('name')
      calls.push({ name, page: url.searchParams.get('page'), at: Date.now() })
      const content = name
        ? records.filter((r) => r.name.toLowerCase().includes(name.toLowerCase()))
        : records
      return HttpResponse.json({ content, totalElements: content.length, totalPages: 1, number: 0, size: 20 })
    }),
  )
  return calls
}

function Harness({ multiple = false }: { multiple?: boolean }) {
  const [value, setValue] = useState<unknown>(undefined)
  return (
    <>
      <ReferenceInput
        id="type"
        label="Tipo"
        target="environment-type"
        multiple={multiple}
        value={value as never}
        onChange={setValue}
      />
      <output data-testid="value">{JSON.stringify(value ?? null)}</output>
    </>
  )
}

const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)))

beforeEach(() => signInForTest())

describe('ReferenceInput', () => {
  it('searchTermOf: one trimmed character is not searched; empty and two or more are', () => {
    expect(searchTermOf('a')).toBeNull()
    expect(searchTermOf('  a ')).toBeNull()
    expect(searchTermOf('')).toBe('')
    expect(searchTermOf('   ')).toBe('')
    expect(searchTermOf(' au ')).toBe('au')
  })

  it('lists on open, does not search one character, searches two after the debounce, once', async () => {
    const calls = autocompleteServer()
    const user = userEvent.setup()
    render(<Harness />)
    const input = screen.getByRole('combobox', { name: 'Tipo' })
    await user.click(input)
    // Opening with nothing typed asks at once for the first page.
    expect(await screen.findByRole('option', { name: 'Auditório' })).toBeTruthy()
    expect(calls).toEqual([expect.objectContaining({ name: '', page: '0' })])

    await user.type(input, 'a')
    await wait(SEARCH_DEBOUNCE_MS + 200)
    expect(calls).toHaveLength(1)
    expect(screen.getByText('widgets.reference.typeMore')).toBeTruthy()

    const typedAt = Date.now()
    await user.type(input, 'u')
    await wait(SEARCH_DEBOUNCE_MS - 250)
    expect(calls).toHaveLength(1)
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 2000 })
    expect(calls[1].name).toBe('au')
    expect(calls[1].at - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 20)
    expect(await screen.findByRole('option', { name: 'Auditório' })).toBeTruthy()
    expect(screen.queryByRole('option', { name: 'Sala de reunião' })).toBeNull()
  })

  it('typing fast sends only the last term', async () => {
    const calls = autocompleteServer()
    const user = userEvent.setup()
    render(<Harness />)
    const input = screen.getByRole('combobox', { name: 'Tipo' })
    await user.click(input)
    await screen.findByRole('option', { name: 'Auditório' })
    await user.type(input, 'sala')
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 2000 })
    await wait(SEARCH_DEBOUNCE_MS)
    expect(calls.map((c) => c.name)).toEqual(['', 'sala'])
  })

  it('stores {id} only, and an array of {id} when multiple', async () => {
    autocompleteServer()
    const user = userEvent.setup()
    const { unmount } = render(<Harness />)
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }))
    await user.click(await screen.findByRole('option', { name: 'Sala de reunião' }))
    expect(screen.getByTestId('value').textContent).toBe('{"id":6}')
    expect((screen.getByRole('combobox', { name: 'Tipo' }) as HTMLInputElement).value).toBe('Sala de reunião')
    unmount()

    render(<Harness multiple />)
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }))
    await user.click(await screen.findByRole('option', { name: 'Auditório' }))
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }))
    await user.click(await screen.findByRole('option', { name: 'Sala de reunião' }))
    expect(screen.getByTestId('value').textContent).toBe('[{"id":4},{"id":6}]')
  })
})

describe('person pickers', () => {
  it('show the full name and the document, so two namesakes can be told apart', async () => {
    server.use(
      route.get('*/events/person/autocomplete', () =>
        HttpResponse.json({
          content: [
            { id: 1, name: 'Beatriz', surname: 'Almeida Costa', document: '52998224725' },
            { id: 2, name: 'Beatriz', surname: 'Souza', document: '11222333000181' },
            { id: 3, name: 'Carlos' },
          ],
          totalElements: 3,
          totalPages: 1,
          number: 0,
          size: 20,
        }),
      ),
    )
    const user = userEvent.setup()
    render(
      <ReferenceInput
        id="customer"
        label="Cliente"
        target="person"
        value={undefined}
        onChange={() => undefined}
      />,
    )
    const input = screen.getByRole('combobox', { name: 'Cliente' })
    await user.click(input)
    expect(await screen.findByRole('option', { name: 'Beatriz Almeida Costa · 529.982.247-25' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'Beatriz Souza · 11.222.333/0001-81' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'Carlos' })).toBeTruthy()
    // Once picked, the field holds the full name.
    await user.click(screen.getByRole('option', { name: 'Beatriz Souza · 11.222.333/0001-81' }))
    expect((input as HTMLInputElement).value).toBe('Beatriz Souza')
  })
})
