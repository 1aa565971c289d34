import { useState } from 'react'
import { useNotify, useTranslate } from 'react-admin'
import { useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '../../providers/errors'
import { BOARD_KEY, nextRead, type BoardFilter, type KanbanCard, type ShownColumn } from './api'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

export interface PendingMove {
  card: KanbanCard
  from: number
  to: number
}

/**
 * A card dropped on another column: shown there at once, then the PUT. Done, the two columns it
 * left and reached are read again (first page each) and nothing else: a board of many columns
 * is not re-read for one card. Refused (stale version, a lifecycle rule, no permission), the
 * server's message shows, the card goes back where it was, and the two columns are read again
 * too (the card's version may have moved on). Several cards may be on their way at once (a quick
 * hand drops the next before the first is answered); only the same card waits for its own answer.
 */
export function useMove(filter: BoardFilter) {
  const dataProvider = useEventdeskDataProvider()
  const [pending, setPending] = useState<PendingMove[]>([])
  const queryClient = useQueryClient()
  const notify = useNotify()
  const translate = useTranslate()
  const key = [...BOARD_KEY, filter]
  const refresh = async (ids: number[]) => {
    const readAt = nextRead()
    try {
      const pages = await Promise.all(ids.map((id) => dataProvider.readColumnPage(id, 0, filter)))
      queryClient.setQueryData<ShownColumn[]>(key, (columns) =>
        columns?.map((c) => {
          const i = ids.indexOf(c.status.id)
          // A column read after this one started (another move's) is newer: it stays.
          return i < 0 || c.readAt > readAt ? c : { ...c, page: pages[i], readAt }
        }),
      )
    } catch {
      // The columns could not be read: the whole board is, and its error state says what to do.
      await queryClient.invalidateQueries({ queryKey: BOARD_KEY })
    }
  }
  const move = async (card: KanbanCard, from: number, to: number) => {
    if (from === to || pending.some((p) => p.card.id === card.id)) return
    const moving = { card, from, to }
    setPending((all) => [...all, moving])
    try {
      await dataProvider.moveCard(card, to)
      // Still shown as arriving until its column holds it: no flicker back to where it was.
      await refresh([from, to])
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' })
      void refresh([from, to])
    } finally {
      setPending((all) => all.filter((p) => p !== moving))
    }
  }
  return { pending, move }
}
