import { describe, expect, it } from 'vitest'
import { EVENT_COLUMNS, eventColumnsFor } from './eventColumns'

describe('eventColumnsFor', () => {
  it('keeps every column on a wide screen and fewer, most telling first, as the window narrows', () => {
    expect(eventColumnsFor(1920)).toEqual(EVENT_COLUMNS)
    expect(eventColumnsFor(1366)).toEqual([
      'id',
      'name',
      'customer',
      'startDate',
      'endDate',
      'situation',
      'priority',
      'eventType',
    ])
    expect(eventColumnsFor(1024)).toEqual(['id', 'name', 'customer', 'startDate', 'situation'])
    expect(eventColumnsFor(800)).toEqual(['name', 'startDate', 'situation'])
  })
})

describe('EVENT_COLUMNS', () => {
  it("is the event schema's x-list, the columns the list has always had", () => {
    expect(EVENT_COLUMNS).toEqual([
      'id',
      'name',
      'customer',
      'startDate',
      'endDate',
      'situation',
      'priority',
      'eventType',
      'estimatedPeople',
      'createdBy',
    ])
  })
})
