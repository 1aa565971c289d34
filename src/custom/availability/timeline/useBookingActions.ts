import { useState } from 'react'
import { useBasename, useNotify, useTranslate } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { errorMessage } from '../../events/errors'
import { reorderHold, toWire, writeBooking } from '../api'
import { readEvent } from '../../events/api'
import type { Booking, Diary, PickedRooms } from '../types'
import type { BookingDraft } from './BookingDialog'

export type Dialog =
  { kind: 'create'; draft: BookingDraft } | { kind: 'move'; booking: Booking; draft: BookingDraft }

/**
 * What a person does with a booking, by mouse or by the dialog: open its event, move or resize
 * it through the event's environment item call (a refusal is said and the item goes back), or
 * start a new event on a room and period.
 */
export function useBookingActions(diary: Diary | undefined, refresh: () => void) {
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

  const move = async (
    bookingId: number,
    room: number,
    start: string,
    end: string,
  ): Promise<string | undefined> => {
    const b = find(bookingId)
    if (!b) return translate('error.requestFailed')
    try {
      await writeBooking({ eventId: b.eventId, id: b.id, environmentId: room, start, end })
      notify('availability.timeline.moved', { type: 'success' })
      refresh()
      return undefined
    } catch (error) {
      const text = errorMessage(error, translate)
      notify(text, { type: 'error' })
      return text
    }
  }

  const onMove = async (bookingId: number, room: number, start: Date, end: Date) =>
    (await move(bookingId, room, toWire(start), toWire(end))) === undefined

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
      const event = await readEvent(b.eventId)
      await reorderHold(b.eventId, b.id, to, Number(event.version))
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
    setBusy(true)
    const refused = await move(dialog.booking.id, draft.room, draft.start, draft.end)
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
