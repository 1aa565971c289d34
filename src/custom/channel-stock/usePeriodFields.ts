import { useState } from 'react'
import type { Month } from './model'

interface Own {
  start?: string
  end?: string
}

/**
 * A form's from/to nights: the month on screen until the person types a date (or picks a cell),
 * then theirs, so moving through the months fills a blank form without overwriting one in use.
 */
export function usePeriodFields(month: Month) {
  const [own, setOwn] = useState<Own | null>(null)
  const start = own ? own.start : month.start
  const end = own ? own.end : month.end
  return {
    start,
    end,
    setStart: (value: string | undefined) => setOwn({ start: value, end }),
    setEnd: (value: string | undefined) => setOwn({ start, end: value }),
    setBoth: (value: Own) => setOwn(value),
  }
}
