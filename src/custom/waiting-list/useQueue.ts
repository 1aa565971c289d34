import { useState } from 'react'
import { useNotify, useTranslate } from 'react-admin'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '../../providers/errors'
import type { WaitingEvent } from './api'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/**
 * A group's queue and its reordering: the new order shows at once and is sent whole with the
 * group's version as read; the answer (ranks and priorities as the server set them, and the next
 * version) replaces it. Refused — a stale list or version (someone else reordered or changed the
 * group), no permission — the message shows and the server's order comes back.
 */
export function useQueue(groupId: number | undefined) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const key = ['eventdesk', 'waiting-list', groupId]
  const queue = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dataProvider.readGroupEvents(groupId!, signal),
    enabled: groupId !== undefined,
  })
  const [saving, setSaving] = useState(false)
  const reorder = async (events: WaitingEvent[]) => {
    if (groupId === undefined) return
    const before = queue.data
    if (!before) return
    queryClient.setQueryData(key, { ...before, content: events })
    setSaving(true)
    try {
      queryClient.setQueryData(
        key,
        await dataProvider.reorderGroup(
          groupId,
          events.map((e) => e.id),
          before.version,
        ),
      )
      notify('waitingList.screen.saved', { type: 'success' })
    } catch (error) {
      queryClient.setQueryData(key, before)
      notify(errorMessage(error, translate), { type: 'error' })
      void queue.refetch()
    } finally {
      setSaving(false)
    }
  }
  return { queue, saving, reorder }
}
