/**
 * The server's EVENTS push (migration 0041): whenever an event is made, changed or removed at any
 * desk, every signed-in member hears on the tenant channel that events changed — only that; the
 * screen reads what it shows again through the API, which shows each person what they may see.
 */
import { useEffect, useRef } from 'react'
import { followChannel } from '../notifications/channelFollowers'
import { TENANT_CHANNEL } from '../notifications/channelFollowers'

export const isEventsPush = (p: unknown) =>
  !!p && typeof p === 'object' && (p as { type?: unknown }).type === 'EVENTS'

/**
 * Calls `onChange` after every EVENTS push while mounted, and after the socket came back (pushes
 * sent while it was down are lost). The latest callback is used, so callers need not memoise.
 */
export function useEventPushes(onChange: () => void) {
  const ref = useRef(onChange)
  useEffect(() => {
    ref.current = onChange
  })
  useEffect(
    () =>
      followChannel(
        TENANT_CHANNEL,
        (payload) => isEventsPush(payload) && ref.current(),
        () => ref.current(),
      ),
    [],
  )
}
