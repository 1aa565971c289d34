import { describe, expect, it, vi } from 'vitest'
import { formPartsReady, provideFormParts, withFormParts } from './domainParts'

describe('domain form parts on demand', () => {
  it('a form page resolves only once the parts are registered, and they load once', async () => {
    const order: string[] = []
    let register!: () => void
    const load = vi.fn(() =>
      new Promise<void>((resolve) => (register = resolve)).then(() => order.push('parts')),
    )
    provideFormParts(load)
    const page = withFormParts(() => Promise.resolve({ default: 'page' }))().then((m) =>
      order.push(m.default),
    )
    await new Promise((r) => setTimeout(r, 10))
    expect(order).toEqual([])
    register()
    await page
    expect(order).toEqual(['parts', 'page'])
    await formPartsReady()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a failed download is tried again by the next form', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined)
    provideFormParts(load)
    await expect(formPartsReady()).rejects.toThrow('offline')
    await expect(formPartsReady()).resolves.toBeUndefined()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
