import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { http as route, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { loadLocale } from '../../../i18n/messages'
import EventHeader from './EventHeader'
import { renderInAdmin } from '../../../providers/testing'
import type { EventRecord } from '../types'

const server = setupServer(route.get('*/events/configuration', () => HttpResponse.json([])))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
afterEach(() => localStorage.clear())

const event = { id: 41, version: 1, name: 'Annual meeting', situation: 'END' } as EventRecord

describe('EventHeader', () => {
  it('labels the situation in the words of each language (English said "Situation:")', async () => {
    renderInAdmin(<EventHeader event={event} title="Annual meeting" />)
    expect((await screen.findByRole('status')).textContent).toBe('Situação:Finalizado')
  })

  it('in English the label reads "Status:"', async () => {
    localStorage.setItem('eventdesk.locale', 'en-us')
    await loadLocale('en-us')
    renderInAdmin(<EventHeader event={event} title="Annual meeting" />)
    expect((await screen.findByRole('status')).textContent).toMatch(/^Status:/)
  })
})
