/**
 * The server's DIARY push (server/availability/diary-push.ts): after a booking, hold rank,
 * maintenance or situation change commits, every signed-in member hears on the tenant channel
 * which period and rooms changed. Open diaries read again only when it touches what they show,
 * so a busy desk elsewhere in the house costs them nothing.
 */
import { useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { followChannel, TENANT_CHANNEL } from '../notifications/channelFollowers'

export { TENANT_CHANNEL }

export interface DiaryPush {
  type: 'DIARY'
  start: string
  end: string
  environments: number[]
  eventId: number | null
}

const isDiaryPush = (p: unknown): p is DiaryPush =>
  !!p &&
  typeof p === 'object' &&
  (p as DiaryPush).type === 'DIARY' &&
  typeof (p as DiaryPush).start === 'string' &&
  typeof (p as DiaryPush).end === 'string'

/** Local `YYYY-MM-DDTHH:mm:ss` strings compare as the times they name. */
export const overlapsPeriod = (push: DiaryPush, shown: { start: string; end: string }) =>
  push.start < shown.end && push.end > shown.start

/** Rooms on screen (undefined: not known yet, or every room) share one with the push. */
export const touchesRooms = (push: DiaryPush, rooms: readonly number[] | undefined) =>
  !rooms || !Array.isArray(push.environments) || push.environments.some((id) => rooms.includes(id))

/**
 * Calls `onPush` with every DIARY push while mounted, and `onReconnect` after the socket came back
 * (pushes sent while it was down are lost). The latest callbacks are used, so callers need not memoise.
 */
export function useDiaryPushes(onPush: (push: DiaryPush) => void, onReconnect?: () => void) {
  const ref = useRef({ onPush, onReconnect })
  useEffect(() => {
    ref.current = { onPush, onReconnect }
  })
  useEffect(
    () =>
      followChannel(
        TENANT_CHANNEL,
        (payload) => isDiaryPush(payload) && ref.current.onPush(payload),
        () => ref.current.onReconnect?.(),
      ),
    [],
  )
}

/**
 * For screens that show no rooms (the reservation timeline, the availability map): `queryKey` is
 * read again after every push over `shown` — a hotel block's push names no room, and a situation
 * change moves what those screens count — and after the socket came back.
 */
export function useRereadOnDiary(
  queryKey: readonly unknown[],
  shown: { start: string; end: string } | undefined,
) {
  const client = useQueryClient()
  const reread = () => void client.invalidateQueries({ queryKey, exact: true })
  useDiaryPushes((push) => shown && overlapsPeriod(push, shown) && reread(), reread)
}
