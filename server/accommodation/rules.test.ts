import { describe, expect, it } from 'vitest'
import { dailyRateErrors, deadlineErrors, editingBlocked, guestErrors, stayErrors } from './rules.js'

const keys = (errors: { field: string; message: string }[]) => errors.map((e) => `${e.field} ${e.message}`)

describe('accommodation rules (event-domain §5)', () => {
  it('a stay needs valid dates, one night at least and no more nights than the start month has days', () => {
    expect(keys(stayErrors('2030-02-30', '2030-03-02', 'r.'))).toEqual([
      'r.endDate accommodation.invalidPeriod',
    ])
    expect(keys(stayErrors('2030-03-02', '2030-03-02', 'r.'))).toEqual([
      'r.endDate accommodation.startAfterEnd',
    ])
    expect(keys(stayErrors('2030-03-05', '2030-03-02', ''))).toEqual(['endDate accommodation.startAfterEnd'])
    expect(stayErrors('2030-03-01', '2030-03-02', '')).toEqual([])
    // February 2030 has 28 days: 28 nights pass, 29 do not; March allows 31.
    expect(stayErrors('2030-02-01', '2030-03-01', '')).toEqual([])
    expect(keys(stayErrors('2030-02-01', '2030-03-02', ''))).toEqual(['endDate accommodation.periodTooLong'])
    expect(stayErrors('2030-03-01', '2030-04-01', '')).toEqual([])
  })

  it('the deadline is informed, after today and before every arrival', () => {
    const starts = ['2030-05-10', '2030-05-08']
    expect(keys(deadlineErrors(undefined, '2030-01-01', starts))).toEqual(['deadlineDate error.required'])
    expect(keys(deadlineErrors('2030-01-01', '2030-01-01', starts))).toEqual([
      'deadlineDate accommodation.deadlineNotFuture',
    ])
    expect(keys(deadlineErrors('2030-05-08', '2030-01-01', starts))).toEqual([
      'deadlineDate accommodation.deadlineAfterStart',
    ])
    expect(deadlineErrors('2030-05-07', '2030-01-01', starts)).toEqual([])
  })

  it('one daily rate for every night of the stay, once, and none outside it', () => {
    const rates = (...dates: string[]) => dates.map((date) => ({ date, value: 250 }))
    expect(dailyRateErrors('2030-05-10', '2030-05-12', rates('2030-05-10', '2030-05-11'), '')).toEqual([])
    expect(keys(dailyRateErrors('2030-05-10', '2030-05-12', rates('2030-05-10'), 'r.'))).toEqual([
      'r.dailyRates accommodation.dailyRateMissing',
    ])
    expect(keys(dailyRateErrors('2030-05-10', '2030-05-12', rates('2030-05-10', '2030-05-10'), ''))).toEqual([
      'dailyRates[1].date accommodation.dailyRateRepeated',
    ])
    // The departure day is not a night.
    expect(
      keys(dailyRateErrors('2030-05-10', '2030-05-12', rates('2030-05-10', '2030-05-11', '2030-05-12'), '')),
    ).toEqual(['dailyRates[2].date accommodation.dailyRateOutsideStay'])
  })

  it('no more guests than pax, and no guest twice (names compared without case and spaces)', () => {
    expect(guestErrors([{ name: 'Ana' }, { name: 'Bia' }, { name: 'Caio' }], 1, 2, '')).toHaveLength(1)
    expect(keys(guestErrors([{ name: 'Ana' }, { name: 'Bia' }, { name: 'Caio' }], 1, 2, ''))).toEqual([
      'guests accommodation.guestsOverPax',
    ])
    expect(guestErrors([{ name: 'Ana' }, { name: 'Bia' }], 1, 2, '')).toEqual([])
    expect(keys(guestErrors([{ name: 'Ana  Lima' }, { name: 'ana lima' }], 2, 2, ''))).toEqual([
      'guests[1].name accommodation.guestRepeated',
    ])
    // Two people of the same name with different documents are two guests.
    expect(
      guestErrors(
        [
          { name: 'Ana', document: '1' },
          { name: 'Ana', document: '2' },
        ],
        1,
        2,
        '',
      ),
    ).toEqual([])
  })

  it('editing is blocked in NEW or NEGOTIATION only with the matching flags, and never once confirmed or integrated', () => {
    const all = {
      accommodationReservationBlock: true,
      newSituationBlock: true,
      negotiationSituationBlock: true,
    }
    expect(editingBlocked('NEW', all, false, null)).toBe(true)
    expect(editingBlocked('NEGOTIATION', all, false, null)).toBe(true)
    expect(editingBlocked('CONFIRMED', all, false, null)).toBe(false)
    expect(editingBlocked('NEW', { ...all, accommodationReservationBlock: false }, false, null)).toBe(false)
    expect(editingBlocked('NEW', { ...all, newSituationBlock: false }, false, null)).toBe(false)
    expect(editingBlocked('NEGOTIATION', { ...all, newSituationBlock: false }, false, null)).toBe(true)
    expect(editingBlocked('NEGOTIATION', { ...all, negotiationSituationBlock: false }, false, null)).toBe(
      false,
    )
    expect(editingBlocked('NEW', all, true, null)).toBe(false)
    expect(editingBlocked('NEW', all, false, 'CM-1')).toBe(false)
  })
})
