import useMediaQuery from '@mui/material/useMediaQuery'
import eventSchema from '../../../generated/event/event.json'

/** The list's columns, all of them on a wide window: the event schema's `x-list`. */
export const EVENT_COLUMNS: readonly string[] = eventSchema['x-list']
/** A schema field, or `createdBy` (the answer's creator). */
export type EventColumn = string

/**
 * The columns that fit each window width (the sidebar takes ~240 px of it), most telling first:
 * the table used to keep all ten and run off the page at 1366 px and 1024 px. Below 600 px the
 * list is cards (EventCards), not a table.
 */
const TIERS: { maxWidth: number; columns: EventColumn[] }[] = [
  { maxWidth: 899, columns: ['name', 'startDate', 'situation'] },
  { maxWidth: 1279, columns: ['id', 'name', 'customer', 'startDate', 'situation'] },
  {
    maxWidth: 1599,
    columns: ['id', 'name', 'customer', 'startDate', 'endDate', 'situation', 'priority', 'eventType'],
  },
]

/** The largest width at which the list is cards. */
export const PHONE_MAX_WIDTH = 599

const query = (maxWidth: number) => `(max-width:${maxWidth}px)`

/** The tier's columns for a window `width` px wide. */
export function eventColumnsFor(width: number): readonly EventColumn[] {
  return TIERS.find((t) => width <= t.maxWidth)?.columns ?? EVENT_COLUMNS
}

/**
 * The list's layout for the current window: 'cards' on a phone, else the columns that fit.
 * Queries are max-width ones, so without matchMedia (server, tests) it is the full table.
 */
export function useEventColumns(): 'cards' | readonly EventColumn[] {
  const phone = useMediaQuery(query(PHONE_MAX_WIDTH))
  const narrow = useMediaQuery(query(TIERS[0].maxWidth))
  const tablet = useMediaQuery(query(TIERS[1].maxWidth))
  const laptop = useMediaQuery(query(TIERS[2].maxWidth))
  if (phone) return 'cards'
  return eventColumnsFor(
    narrow ? TIERS[0].maxWidth : tablet ? TIERS[1].maxWidth : laptop ? TIERS[2].maxWidth : Infinity,
  )
}
