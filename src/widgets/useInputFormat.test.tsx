import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ReactNode } from 'react'
import { renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { applyInputFormat, useInputFormat } from './useInputFormat'
import { signInForTest } from '../providers/testSession'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => signInForTest())

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
)
const configuration = (entries: { name: string; value: unknown }[]) =>
  server.use(route.get('*/events/configuration', () => HttpResponse.json(entries)))

describe('useInputFormat', () => {
  it('follows FORMAT_INPUTS and INPUT_FORMAT of the configuration', async () => {
    configuration([
      { name: 'FORMAT_INPUTS', value: true },
      { name: 'INPUT_FORMAT', value: 'upper' },
    ])
    const { result } = renderHook(() => useInputFormat(), { wrapper })
    await waitFor(() => expect(result.current).toBe('upper'))
    expect(applyInputFormat('Sala Azul', result.current)).toBe('SALA AZUL')
  })

  it('keeps the typed case when FORMAT_INPUTS is off', async () => {
    configuration([
      { name: 'FORMAT_INPUTS', value: false },
      { name: 'INPUT_FORMAT', value: 'upper' },
    ])
    const { result } = renderHook(() => useInputFormat(), { wrapper })
    await new Promise((r) => setTimeout(r, 50))
    expect(result.current).toBe('none')
  })

  it('outside the app (no query client) it asks nothing and keeps the case', () => {
    const { result } = renderHook(() => useInputFormat())
    expect(result.current).toBe('none')
  })
})
