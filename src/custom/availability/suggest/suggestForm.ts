/** The suggestion's request as typed, checked before it is sent (event-domain.md §9: at most 20 days). */
import type { SuggestQuery } from '../api'

export const MAX_DAYS = 20

export interface SuggestInput {
  startDate: string
  endDate: string
  format: string
  people: string
}

/** A `datetime-local` value (`YYYY-MM-DDTHH:mm`) on the wire (`…:ss`). */
export const wireOf = (v: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) ? `${v}:00` : v)

const isDateTime = (v: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(v) && !Number.isNaN(Date.parse(v))

/** Locale keys of what is wrong, per field; empty when the request may go. */
export function validateSuggest(input: SuggestInput): Partial<Record<keyof SuggestInput, string>> {
  const errors: Partial<Record<keyof SuggestInput, string>> = {}
  if (!input.startDate) errors.startDate = 'error.required'
  else if (!isDateTime(input.startDate)) errors.startDate = 'error.invalidValue'
  if (!input.endDate) errors.endDate = 'error.required'
  else if (!isDateTime(input.endDate)) errors.endDate = 'error.invalidValue'
  if (!errors.startDate && !errors.endDate) {
    const span = Date.parse(input.endDate) - Date.parse(input.startDate)
    if (span <= 0) errors.endDate = 'availability.suggest.endBeforeStart'
    else if (span > MAX_DAYS * 86_400_000) errors.endDate = 'availability.suggest.tooLong'
  }
  if (input.people && !/^[1-9]\d{0,5}$/.test(input.people.trim())) errors.people = 'error.invalidValue'
  return errors
}

export function queryOf(input: SuggestInput): SuggestQuery {
  return {
    startDate: wireOf(input.startDate),
    endDate: wireOf(input.endDate),
    format: input.format ? Number(input.format) : undefined,
    people: input.people ? Number(input.people.trim()) : undefined,
  }
}
