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
  /** The name the person gave it, else what it follows. */
  name: string | null
  target: { id: number; name: string | null }
  owner: { id: number; email: string }
  createdAt: string
}

// A person holds at most 20 feeds by default (CALENDAR_FEEDS_PER_PERSON): one page holds them all.
const LIST_SIZE = 100

export interface Room {
  id: number
  name: string
}

/** Makes a feed when the person asks for it, with the name they gave (blank: the server's default). */
const createFeed = (scope: FeedScope, id: number, name: string, language: string) =>
  http<NewFeed>('/events/calendar-feed', {
    method: 'POST',
    json: { scope, id, name },
    query: { language },
  })

/** The person's feeds; `all`: every member's (administrators), a page of the newest. */
const listFeeds = (language: string, signal?: AbortSignal, all = false) =>
  http<Page<Feed>>('/events/calendar-feed', {
    query: { language, size: LIST_SIZE, ...(all ? { all: true } : {}) },
    signal,
  })

const revokeFeed = (id: number) => http<void>(`/events/calendar-feed/${id}`, { method: 'DELETE' })

/** The rooms a room feed may follow; an establishment has tens, not thousands. */
const listRooms = (signal?: AbortSignal) =>
  http<Page<Room>>('/events/environment', { query: { page: 0, size: 500, sort: 'name,asc' }, signal })

/** The calendar-feed calls, methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts). */
export const calendarFeedMethods = {
  createFeed,
  listFeeds,
  revokeFeed,
  listRooms,
}

type Registered = typeof calendarFeedMethods
declare module '../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
