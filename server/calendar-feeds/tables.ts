import type { Generated } from 'kysely'
import type { Timestamp } from '../db/columns.js'

export const FEED_SCOPES = ['ENVIRONMENT', 'USER', 'EVENT'] as const
export type FeedScope = (typeof FEED_SCOPES)[number]

/** A person's calendar subscription (migration 0032_calendar_feed). */
export interface CalendarFeedTable {
  tenant_id: number
  id: Generated<number>
  /** The events-user (membership) who subscribed; the feed shows what they may see. */
  owner_id: number
  scope: FeedScope
  target_id: number
  token_hash: string
  locale: Generated<string>
  /** What the person called it; null: the target's name as the owner sees it (0042). */
  name: string | null
  /** Digest of what the last body was built from: while it stands, a 304 needs no body (0042). */
  version_key: string | null
  etag: string | null
  body_changed_at: string | null
  created_at: Timestamp
  revoked_at: Timestamp | null
}

export interface CalendarFeedTables {
  calendar_feed: CalendarFeedTable
}
