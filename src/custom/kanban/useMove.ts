import { useState } from 'react'
import { useNotify, useTranslate } from 'react-admin'
import { useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '../events/errors'
import { BOARD_KEY, moveCard, type KanbanCard } from './api'

export interface PendingMove {
  card: KanbanCard
  from: number
  to: number
}

/**
 * A card dropped on another column: shown there at once, then the PUT. Done, the board is read
 * again; refused (stale version, a lifecycle rule, no permission), the server's message shows and
 * the card goes back where it was. Several cards may be on their way at once (a quick hand drops
 * the next before the first is answered); only the same card waits for its own answer.
 */
export function useMove() {
  const [pending, setPending] = useState<PendingMove[]>([])
  const queryClient = useQueryClient()
  const notify = useNotify()
  const translate = useTranslate()
  const move = async (card: KanbanCard, from: number, to: number) => {
    if (from === to || pending.some((p) => p.card.id === card.id)) return
    const moving = { card, from, to }
    setPending((all) => [...all, moving])
    try {
      await moveCard(card, to)
      await queryClient.invalidateQueries({ queryKey: BOARD_KEY })
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' })
      // The version may have moved on meanwhile: read the board again either way.
      void queryClient.invalidateQueries({ queryKey: BOARD_KEY })
    } finally {
      setPending((all) => all.filter((p) => p !== moving))
    }
  }
  return { pending, move }
}
