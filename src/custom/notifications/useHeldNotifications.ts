import { useCallback, useEffect, useState } from 'react'
import { useNotify } from 'react-admin'
import { getUser } from '../../providers/session'
import { addPushed, fromUnread, withoutIds } from './store'
import type { AppNotification } from './types'
import { useNotificationSocket } from './useNotificationSocket'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/** The bell's state: unread read on load and on reconnect, pushes added live, read ones removed. */
export function useHeldNotifications() {
  const dataProvider = useEventdeskDataProvider()
  const notify = useNotify()
  const userId = getUser()?.id
  const [held, setHeld] = useState<AppNotification[]>([])

  const reload = useCallback(() => {
    if (userId === undefined) return
    dataProvider.readUnread(userId).then(
      (unread) => setHeld(fromUnread(unread)),
      (error: unknown) => console.warn('unread notifications', error),
    )
  }, [dataProvider, userId])

  useEffect(reload, [reload])
  useNotificationSocket({
    onPush: (n) => setHeld((h) => addPushed(h, n)),
    onReconnect: reload,
    onExpired: reload,
  })

  // Pessimistic: an item leaves the bell only after the server marked it read.
  const readOne = async (id: number) => {
    try {
      await dataProvider.markRead([id])
      setHeld((h) => withoutIds(h, [id]))
    } catch {
      notify('notification.readFailed', { type: 'error' })
    }
  }
  const readAll = async () => {
    if (userId === undefined) return
    try {
      await dataProvider.markAllRead(userId)
      setHeld([])
    } catch {
      notify('notification.readFailed', { type: 'error' })
    }
  }
  return { held, readOne, readAll }
}
