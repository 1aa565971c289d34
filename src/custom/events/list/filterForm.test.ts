import { describe, expect, it } from 'vitest'
import { emptyFilter, filterBody, formOf } from './filterForm'

describe('filters → list-events body', () => {
  it('sends nothing for an empty form (the server shows the working situations)', () => {
    expect(filterBody(emptyFilter)).toEqual({})
    expect(filterBody({ ...emptyFilter, search: '   ' })).toEqual({})
  })

  it('maps every filter of §2 to the server names', () => {
    const body = filterBody({
      situations: ['NEGOTIATION', 'WAIT_LIST'],
      waitList: 'yes',
      dateType: 'PERIOD',
      startDate: '2027-03-01',
      endDate: '2027-03-31',
      requesterCreationStart: '2026-11-01',
      requesterCreationEnd: '2026-11-30',
      cancellationStart: '2026-10-01',
      cancellationEnd: '2026-10-15',
      confirmationStart: '2026-12-01',
      confirmationEnd: '2026-12-10',
      search: ' congresso ',
    })
    expect(body).toEqual({
      situations: ['NEGOTIATION', 'WAIT_LIST'],
      waitList: true,
      dateType: 'PERIOD',
      startDate: '2027-03-01',
      endDate: '2027-03-31',
      requesterCreationStart: '2026-11-01',
      requesterCreationEnd: '2026-11-30',
      cancellationStart: '2026-10-01',
      cancellationEnd: '2026-10-15',
      confirmationStart: '2026-12-01',
      confirmationEnd: '2026-12-10',
      search: 'congresso',
    })
    expect(filterBody({ ...emptyFilter, waitList: 'no' })).toEqual({ waitList: false })
  })

  it('sends the date type only with a date, and leaves half-typed dates out', () => {
    expect(filterBody({ ...emptyFilter, dateType: 'END' })).toEqual({})
    expect(filterBody({ ...emptyFilter, dateType: 'END', endDate: '2027-01-31' })).toEqual({
      dateType: 'END',
      endDate: '2027-01-31',
    })
    expect(filterBody({ ...emptyFilter, startDate: '12/03/20', cancellationStart: '01/1' })).toEqual({})
  })

  it('a saved filter comes back into the same form', () => {
    const form = {
      ...emptyFilter,
      situations: ['CANCELED' as const],
      waitList: 'no' as const,
      dateType: 'START' as const,
      startDate: '2027-01-01',
      cancellationEnd: '2026-12-31',
      search: 'gala',
    }
    expect(formOf(filterBody(form))).toEqual(form)
  })
})
