import { describe, expect, it } from 'vitest'
import { stringifyEvent, stringifyEventPage, stringifyTotals } from './list-response.js'

// A toJson'd, labelled event as the routes hand it over (nulls, labels under any key).
const event = {
  id: 7,
  name: 'Congresso "anual" \u00e9',
  clientName: null,
  startDate: '2026-03-01T09:00:00',
  endDate: '2026-03-02T18:00:00',
  priority: null,
  confirmDate: null,
  preEvent: false,
  estimatedPeople: 120,
  observation: 'linha\nnova',
  courtesyDailies: 0,
  internal: false,
  generatesContract: true,
  customer: { id: 3, name: 'ACME' },
  eventType: { id: 4, description: 'Feira' },
  areaInterest: null,
  origin: null,
  location: null,
  currencyCompany: { id: 1, code: null },
  cancellationReason: null,
  waitListGroup: null,
  situation: 'NEW',
  waitList: false,
  guid: 'a-b',
  hasBudget: false,
  hasContract: false,
  retroactiveStart: false,
  startedAt: null,
  confirmedAt: null,
  canceledAt: null,
  cancellationObservation: null,
  createdBy: { id: 2, name: 'Ana' },
  createdAt: '2026-01-01T00:00:00',
  updatedAt: '2026-01-01T00:00:00',
  version: 1,
}

describe('event responses written by schema (byte-identical to JSON.stringify)', () => {
  it('the read', () => {
    const read = {
      ...event,
      requesters: [{ id: 1, person: { id: 9, name: 'Bia' } }],
      allowedActions: ['confirm', 'copy'],
    }
    expect(stringifyEvent(read)).toBe(JSON.stringify(read))
  })

  it('the page', () => {
    const page = {
      content: [event, { ...event, id: 8 }],
      totalElements: 2,
      totalPages: 1,
      size: 20,
      number: 0,
      numberOfElements: 2,
    }
    expect(stringifyEventPage(page)).toBe(JSON.stringify(page))
  })

  it('the totals', () => {
    const totals = [
      { situation: 'NEW', total: 3 },
      { situation: 'CONFIRMED', total: 0 },
    ]
    expect(stringifyTotals(totals)).toBe(JSON.stringify(totals))
  })
})
