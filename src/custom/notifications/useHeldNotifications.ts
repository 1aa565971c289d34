import { useCallback, useEffect, useState } from 'react'
import { useNotify } from 'react-admin'
import { getUser } from '../../providers/session'
import { markAllRead, markRead, readUnread } from './api'
import { addPushed, fromUnread, withoutIds } from './store'
import type { AppNotification } from './types'
import { useNotificationSocket } from './useNotificationSocket'

/** The bell's state: unread read on load and on reconnect, pushes added live, read ones removed. */
export function useHeldNotifications() {
  const notify = useNotify()
  const userId = getUser()?.id
  const [held, setHeld] = useState<AppNotification[]>([])

  const reload = useCallback(() => {
    if (userId === undefined) return
    readUnread(userId).then(
      (unread) => setHeld(fromUnread(unread)),
      (error: unknown) => console.warn('unread notifications', error),
    )
  }, [userId])

  useEffect(reload, [reload])
  useNotificationSocket({
    onPush: (n) => setHeld((h) => addPushed(h, n)),
    onReconnect: reload,
    onExpired: reload,
  })

  // Pessimistic: an item leaves the bell only after the server marked it read.
  const readOne = async (id: number) => {
    try {
      await markRead([id])
      setHeld((h) => withoutIds(h, [id]))
    } catch {
      notify('notification.readFailed', { type: 'error' })
    }
  }
  const readAll = async () => {
    if (userId === undefined) return
    try {
      await markAllRead(userId)
      setHeld([])
    } catch {
      notify('notification.readFailed', { type: 'error' })
    }
  }
  return { held, readOne, readAll }
}
