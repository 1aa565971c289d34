import { beforeEach, describe, expect, it, vi } from 'vitest'
import { signInForTest } from '../providers/testSession'
import { preloadRoute } from './preloadRoute'

// Each factory runs only when its module is first imported: the list of names is what was fetched.
const imported = vi.hoisted(() => [] as string[])
vi.mock('../admin/AdminApp', () => {
  imported.push('AdminApp')
  return { default: () => null }
})
vi.mock('../custom/events/list/EventList', () => {
  imported.push('EventList')
  return { default: () => null }
})

const settle = () => new Promise((r) => setTimeout(r, 50))

describe('preloadRoute', () => {
  beforeEach(() => {
    imported.length = 0
    vi.resetModules()
  })

  it('signed out, a deep link into the app loads nothing (the login page comes first)', async () => {
    preloadRoute('/app/event')
    await settle()
    expect(imported).toEqual([])
  })

  it('signed in, /app/event starts the app and the events list together', async () => {
    signInForTest()
    preloadRoute('/app/event')
    // The events folder's index is a long import chain: on a loaded machine (CI) its first
    // transform takes longer than a fixed wait, so the test waits for both, up to 10 s.
    await vi.waitFor(() => expect([...imported].sort()).toEqual(['AdminApp', 'EventList']), {
      timeout: 10_000,
    })
  })
})
