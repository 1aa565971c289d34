import { describe, expect, it } from 'vitest'
import { queryOf, validateSuggest } from './suggestForm'

const input = { startDate: '2026-12-01T08:00:00', endDate: '2026-12-03T18:00:00', format: '', people: '' }

describe('suggestion request', () => {
  it('asks for both dates and a period of at most 20 days, end after start', () => {
    expect(validateSuggest({ ...input, startDate: '', endDate: '' })).toEqual({
      startDate: 'error.required',
      endDate: 'error.required',
    })
    expect(validateSuggest({ ...input, endDate: '2026-11-30T08:00:00' })).toEqual({
      endDate: 'availability.suggest.endBeforeStart',
    })
    expect(validateSuggest({ ...input, endDate: '2026-12-21T08:00:00' })).toEqual({})
    expect(validateSuggest({ ...input, endDate: '2026-12-21T08:00:01' })).toEqual({
      endDate: 'availability.suggest.tooLong',
    })
    expect(validateSuggest({ ...input, startDate: '01/12/2026' })).toEqual({
      startDate: 'error.invalidValue',
    })
  })

  it('takes a whole positive number of people and sends numbers', () => {
    expect(validateSuggest({ ...input, people: '0' })).toEqual({ people: 'error.invalidValue' })
    expect(validateSuggest({ ...input, people: '12a' })).toEqual({ people: 'error.invalidValue' })
    expect(queryOf({ ...input, format: '3', people: ' 120 ' })).toEqual({
      startDate: '2026-12-01T08:00:00',
      endDate: '2026-12-03T18:00:00',
      format: 3,
      people: 120,
    })
    expect(queryOf({ ...input, startDate: '2026-12-01T08:00' }).startDate).toBe('2026-12-01T08:00:00')
  })
})
