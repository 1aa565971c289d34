import type { AppNotification } from './types'

/** Spec §4/§9: the bell holds at most 10 notifications; the oldest goes first. */
export const MAX_HELD = 10

/** Newest first; a push already held (reconnect re-read) is not counted twice. */
export function addPushed(held: AppNotification[], item: AppNotification): AppNotification[] {
  return [item, ...held.filter((n) => n.id !== item.id)].slice(0, MAX_HELD)
}

/** The unread list the server answers (newest first), cut to what the bell holds. */
export const fromUnread = (unread: AppNotification[]) => unread.slice(0, MAX_HELD)

/** Marking read removes them from the bell. */
export const withoutIds = (held: AppNotification[], ids: number[]) => held.filter((n) => !ids.includes(n.id))

/** The badge: the count, or "10+" from 10 on. */
export const badgeText = (count: number) => (count >= MAX_HELD ? `${MAX_HELD}+` : String(count))
