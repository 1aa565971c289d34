/** The calendar-feed calls (DESIGN.md wave 3 "Calendar feeds"). */
import type { Page } from '../../../common/page'
import { http } from '../../providers/http'

export type FeedScope = 'ENVIRONMENT' | 'USER' | 'EVENT'

/** A feed just made: its URL is shown now and never again (only its hash is kept). */
export interface NewFeed {
  id: number
  scope: FeedScope
  url: string
}

export interface Feed {
  id: number
  scope: FeedScope
  target: { id: number; name: string | null }
  createdAt: string
}

export interface Room {
  id: number
  name: string
}

const createFeed = (scope: FeedScope, id: number, language: string) =>
  http<NewFeed>('/events/calendar-feed', { method: 'POST', json: { scope, id }, query: { language } })

const listFeeds = (language: string, signal?: AbortSignal) =>
  http<{ content: Feed[] }>('/events/calendar-feed', { query: { language }, signal })

const revokeFeed = (id: number) => http<void>(`/events/calendar-feed/${id}`, { method: 'DELETE' })

/** The rooms a room feed may follow; an establishment has tens, not thousands. */
const listRooms = (signal?: AbortSignal) =>
  http<Page<Room>>('/events/environment', { query: { page: 0, size: 500, sort: 'name,asc' }, signal })

/** The calendar-feed calls, methods of the app's data provider (src/providers/customMethods.ts). */
export const calendarFeedMethods = {
  createFeed,
  listFeeds,
  revokeFeed,
  listRooms,
}
