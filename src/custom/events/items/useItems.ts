import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNotify, useTranslate } from 'react-admin'
import type { ItemList } from './itemApi'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

export interface ItemTabProps {
  eventId: number
  /** The version the page holds: every write carries it. */
  version: number
  /** A write succeeded: the event is at this version now. */
  onVersion: (version: number) => void
  /** The event's dates, which new items' periods start from. */
  period?: { start: string; end: string }
  /** A write failed (the page offers to reload on a stale version). */
  onFailure: (error: unknown) => void
}

/** The list of one item kind and its pessimistic writes; a successful save returns to the list. */
const everything = { add: true, edit: true, remove: true }
const nothing = { add: false, edit: false, remove: false }

export function useItems<T extends { id: number }>(
  kind: string,
  { eventId, version, onVersion, onFailure }: ItemTabProps,
) {
  const dataProvider = useEventdeskDataProvider()
  const client = useQueryClient()
  const notify = useNotify()
  const translate = useTranslate()
  const key = ['eventdesk', 'event-items', eventId, kind]
  const [editing, setEditing] = useState<T | 'new' | null>(null)
  const [failure, setFailure] = useState<unknown>()
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dataProvider.listItems<T>(eventId, kind, signal),
    retry: false,
  })
  const done = (answer: ItemList<T>) => {
    client.setQueryData(key, answer)
    onVersion(answer.eventVersion)
    // Other tabs (the summary) and views of this kind (the grouped programme) read from what changed here.
    void client.invalidateQueries({ queryKey: ['eventdesk', 'event-items', eventId, 'summary'] })
    void client.invalidateQueries({ queryKey: key, predicate: (q) => q.queryKey.length > key.length })
  }
  const save = useMutation({
    mutationFn: ({ body, id }: { body: Record<string, unknown>; id?: number }) =>
      dataProvider.saveItem<T>(eventId, kind, body, version, id),
    onSuccess: (answer) => {
      done(answer)
      setFailure(undefined)
      setEditing(null)
      // The warnings' own words (more people than the set-up seats), not only "saved, with warnings".
      const warnings = (answer.warnings ?? []).map((w) => translate(w.message))
      notify(
        warnings.length
          ? `${translate('events.items.savedWithWarnings')}: ${warnings.join('; ')}`
          : 'events.items.saved',
        { type: warnings.length ? 'warning' : 'success' },
      )
    },
    onError: (error) => {
      setFailure(error)
      onFailure(error)
    },
  })
  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.deleteItem<T>(eventId, kind, id, version),
    onSuccess: (answer) => {
      done(answer)
      setFailure(undefined)
      notify('events.items.deleted', { type: 'success' })
    },
    onError: (error) => {
      setFailure(error)
      onFailure(error)
    },
  })
  const open = (next: T | 'new' | null) => {
    setFailure(undefined)
    setEditing(next)
  }
  /** For writes of their own (an upload): take the answer as a save's, or show the failure. */
  const settled = {
    saved: (answer: ItemList<T>) => {
      done(answer)
      setFailure(undefined)
      notify('events.items.saved', { type: 'success' })
    },
    failed: (error: unknown) => {
      setFailure(error)
      onFailure(error)
    },
  }
  // Until the list answers, nothing is offered that the person might not be allowed to do.
  const permitted = list.data ? (list.data.permitted ?? everything) : nothing
  return { list, save, remove, editing, open, failure, settled, permitted }
}
