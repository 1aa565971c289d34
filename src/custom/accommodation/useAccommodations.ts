import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNotify } from 'react-admin'
import type { ItemTabProps } from '../events/items/useItems'
import type { Accommodation, AccommodationWrite } from './types'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/** The event's blocks and their pessimistic writes; each write answers the event's new version. */
export function useAccommodations({ eventId, version, onVersion, onFailure }: ItemTabProps) {
  const dataProvider = useEventdeskDataProvider()
  const client = useQueryClient()
  const notify = useNotify()
  const key = ['eventdesk', 'event-items', eventId, 'accommodation']
  const [editing, setEditing] = useState<Accommodation | 'new' | null>(null)
  const [failure, setFailure] = useState<unknown>()
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dataProvider.listAccommodations(eventId, signal),
    retry: false,
    // The channel answers a send through a job: read again while a block waits for it (the
    // server marks it SENDING until the job confirms or fails for good, ERROR then).
    refetchInterval: (q) =>
      q.state.data?.content.some((a) => a.channelBookingReservation?.state === 'SENDING') ? 3000 : false,
  })
  const fail = (error: unknown) => {
    setFailure(error)
    onFailure(error)
  }
  const done = (answer: AccommodationWrite, message: string) => {
    onVersion(answer.eventVersion)
    setFailure(undefined)
    void client.invalidateQueries({ queryKey: key })
    void client.invalidateQueries({ queryKey: ['eventdesk', 'event-items', eventId, 'summary'] })
    notify(message, { type: 'success' })
  }
  const save = useMutation({
    mutationFn: ({ body, id }: { body: Record<string, unknown>; id?: number }) =>
      dataProvider.saveAccommodation(eventId, body, version, id),
    onSuccess: (answer) => {
      done(answer, 'events.items.saved')
      setEditing(null)
    },
    onError: fail,
  })
  const duplicate = useMutation({
    mutationFn: (id: number) => dataProvider.duplicateAccommodation(id, version),
    onSuccess: (answer) => done(answer, 'accommodation.duplicated'),
    onError: fail,
  })
  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.deleteAccommodation(id, version),
    onSuccess: (answer) => done(answer, 'events.items.deleted'),
    onError: fail,
  })
  const channel = useMutation({
    mutationFn: (id: number) => dataProvider.sendToChannel(id),
    onSuccess: () => {
      setFailure(undefined)
      void client.invalidateQueries({ queryKey: key })
      notify('accommodation.channel.sent', { type: 'info' })
    },
    onError: (error) => setFailure(error),
  })
  const open = (next: Accommodation | 'new' | null) => {
    setFailure(undefined)
    setEditing(next)
  }
  const busy = save.isPending || duplicate.isPending || remove.isPending || channel.isPending
  return { list, save, duplicate, remove, channel, editing, open, failure, busy }
}
