import { useState } from 'react'
import { useBasename, useNotify, useTranslate } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { errorMessage, isStale } from '../../../providers/errors'
import { itemLabeller } from '../../events/items/useItemFailure'
import { toWire } from '../api'
import type { Booking, BookingDraft, Diary, PickedRooms } from '../types'
import { ratesToAsk } from './ratesToAsk'
import { useEventdeskDataProvider } from '../../../providers/useEventdeskDataProvider'

export type Dialog =
  { kind: 'create'; draft: BookingDraft } | { kind: 'move'; booking: Booking; draft: BookingDraft }

/**
 * What a person does with a booking, by mouse or by the dialog: open its event, move or resize
 * it with one move call (a refusal is said and the item goes back), or start a new event on a
 * room and period.
 */
export function useBookingActions(diary: Diary | undefined, refresh: () => void) {
  const dataProvider = useEventdeskDataProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const navigate = useNavigate()
  const basename = useBasename()
  const [dialog, setDialog] = useState<Dialog>()
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)
  const find = (id: number) => diary?.bookings.find((b) => b.id === id)

  const open = (bookingId: number) => {
    const b = find(bookingId)
    if (b) navigate(`${basename}/event/${b.eventId}/edit?tab=environment`)
  }

  /** The version to send: the diary's, or (from an older answer without it) the event's. */
  const versionOf = async (b: Booking) =>
    b.eventVersion ?? Number((await dataProvider.readEvent(b.eventId)).version)

  /** One call per move; a refusal names the room item's field, a stale version refreshes the diary. */
  const move = async (b: Booking, draft: BookingDraft): Promise<string | undefined> => {
    try {
      const rate = draft.rate ?? 'KEEP'
      await dataProvider.moveBooking({
        eventId: b.eventId,
        id: b.id,
        environmentId: draft.room,
        start: draft.start,
        end: draft.end,
        eventVersion: await versionOf(b),
        rate,
      })
      notify(`availability.timeline.${rate === 'NEW_ROOM' ? 'movedNewRate' : 'moved'}`, { type: 'success' })
      refresh()
      return undefined
    } catch (error) {
      if (isStale(error)) {
        // The diary showed an older event: read it again, then the person decides anew.
        refresh()
        notify('availability.timeline.stale', { type: 'warning' })
        return translate('availability.timeline.stale')
      }
      const text = errorMessage(error, translate, itemLabeller(translate, 'events.environment'))
      notify(text, { type: 'error' })
      return text
    }
  }

  /**
   * A drag. Onto a room whose daily rate differs from the agreed one the price is a choice, so the
   * move dialog opens with the dropped room and period and asks (the drag itself goes back).
   */
  const onMove = async (bookingId: number, room: number, start: Date, end: Date) => {
    const b = find(bookingId)
    if (!b) return false
    const draft = { room, start: toWire(start), end: toWire(end) }
    if (ratesToAsk(b, room, diary?.environments ?? [])) {
      setDialog({ kind: 'move', booking: b, draft })
      return false
    }
    return (await move(b, draft)) === undefined
  }

  const create = (draft: BookingDraft) => {
    const room = diary?.environments.find((e) => e.id === draft.room)
    const pickedRooms: PickedRooms = {
      startDate: draft.start,
      endDate: draft.end,
      environments: [{ id: draft.room, name: room?.name ?? String(draft.room) }],
    }
    navigate(`${basename}/event/create`, { state: { pickedRooms } })
  }

  /** A period drawn on a room, or a point (then four hours from it), to confirm in the dialog. */
  const onCreate = (room: number, start: Date, end?: Date) => {
    const until = end && end > start ? end : new Date(start.getTime() + 4 * 3_600_000)
    setDialog({ kind: 'create', draft: { room, start: toWire(start), end: toWire(until) } })
  }

  /** Another rank for a hold, with the event's current version; a refusal is said. */
  const rank = async (b: Booking, to: number) => {
    try {
      await dataProvider.reorderHold(b.eventId, b.id, to, await versionOf(b))
      notify('availability.timeline.ranked', { type: 'success' })
      refresh()
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' })
    }
  }

  const askMove = (b: Booking) =>
    setDialog({ kind: 'move', booking: b, draft: { room: b.environment.id, start: b.start, end: b.end } })

  const submit = async (draft: BookingDraft) => {
    if (dialog?.kind === 'create') return create(draft)
    if (dialog?.kind !== 'move') return
    // The booking as the diary shows it now (after a stale refusal, with the new version).
    const b = find(dialog.booking.id) ?? dialog.booking
    setBusy(true)
    const refused = await move(b, draft)
    setBusy(false)
    setFailure(refused)
    if (!refused) setDialog(undefined)
  }
  const close = () => {
    setDialog(undefined)
    setFailure(undefined)
  }

  return { open, onMove, onCreate, askMove, rank, setDialog, dialog, submit, close, failure, busy }
}
