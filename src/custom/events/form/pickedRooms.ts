/**
 * Rooms picked in the suggestion or drawn on the timeline, carried into the new event's form as
 * router state (`{pickedRooms}`): the form starts with their period, and the first save inserts
 * them as the event's environments ("the event is to receive environments", event-domain.md §2).
 */
import type { EventdeskDataProvider } from '../../../providers/dataProvider'
import { localDateTime } from '../../../../common/events/clock'
import type { EventRecord, PickedRooms } from '../types'

export function pickedRoomsOf(state: unknown): PickedRooms | undefined {
  const picked = (state as { pickedRooms?: PickedRooms } | null)?.pickedRooms
  return picked && Array.isArray(picked.environments) && picked.environments.length ? picked : undefined
}

/** The form's first values: the picked period and people. */
export function initialEventOf(picked: PickedRooms): Partial<EventRecord> {
  const record: Record<string, unknown> = { startDate: picked.startDate, endDate: picked.endDate }
  if (picked.people) record.estimatedPeople = picked.people
  return record as Partial<EventRecord>
}

/**
 * The server refuses a room without an assembly or disassembly date (event-domain.md §5): the
 * assembly is taken to end an hour into the period (half of it when shorter), which keeps the
 * occupied period the one picked; the coordinator adjusts it in the environment tab.
 */
export function assemblyEndOf(start: string, end: string): string {
  const [from, to] = [new Date(start).getTime(), new Date(end).getTime()]
  return localDateTime(new Date(from + Math.min(3_600_000, Math.max(0, to - from) / 2)))
}

/**
 * Inserts the rooms into the saved event one after the other (each write bumps its version);
 * stops at the first refusal and gives it back, so the form can say which room was refused.
 * The form hands its data provider (this is no hook, so it cannot ask for it).
 */
export async function insertPickedRooms(
  dataProvider: Pick<EventdeskDataProvider, 'saveItem'>,
  event: EventRecord,
  picked: PickedRooms,
): Promise<unknown> {
  let version = Number(event.version)
  for (const room of picked.environments) {
    try {
      const written = await dataProvider.saveItem(
        Number(event.id),
        'environment',
        {
          environment: { id: room.id },
          ...(room.formatId ? { environmentFormat: { id: room.formatId } } : {}),
          startDateHour: picked.startDate,
          endDateHour: picked.endDate,
          assemblyEnd: assemblyEndOf(picked.startDate, picked.endDate),
          ...(picked.people ? { esteemedPeople: picked.people } : {}),
        },
        version,
      )
      version = written.eventVersion
    } catch (error) {
      return error
    }
  }
  return undefined
}
