import { describe, expect, it } from 'vitest'
import { allPlaceholders } from '../../../common/documents/placeholders'
import { placeholderGroups, standsAlone } from './placeholderMenu'

describe('the template editor placeholder menu', () => {
  it('offers every placeholder the renderer fills once, customer and requesters together', () => {
    const groups = placeholderGroups()
    expect(groups.flatMap(([, keys]) => keys).sort()).toEqual([...allPlaceholders].sort())
    const customer = groups.find(([g]) => g === 'customer')![1]
    expect(customer).toEqual(expect.arrayContaining(['customer.name', 'requester.name', 'requesters.names']))
    expect(groups.find(([g]) => g === 'document')![1]).toContain('today')
  })

  it('puts tables and images alone in their paragraph', () => {
    expect(['table.environments', 'establishment.logo', 'badge.qrcode'].map(standsAlone)).toEqual([
      true,
      true,
      true,
    ])
    expect(standsAlone('event.name')).toBe(false)
  })
})

describe('the placeholder menu of one template type', () => {
  const keysOf = (type?: string) => placeholderGroups(type).flatMap(([, keys]) => keys)

  it('offers a badge its person and QR code, and no banquet order or commission data', () => {
    const badge = keysOf('BADGE')
    expect(badge).toEqual(
      expect.arrayContaining(['event.name', 'badge.name', 'badge.qrcode', 'table.commissions']),
    )
    expect(
      badge.filter((k) => k.startsWith('beo.') || k.startsWith('commission.') || k.startsWith('table.beo')),
    ).toEqual([])
    expect(badge).not.toContain('table.commissionShares')
  })

  it('offers a commission page its shares and a BEO its revisions', () => {
    expect(keysOf('COMMISSION')).toEqual(
      expect.arrayContaining(['commission.total', 'table.commissionShares']),
    )
    expect(keysOf('COMMISSION')).not.toContain('badge.name')
    expect(keysOf('BEO')).toEqual(expect.arrayContaining(['beo.revision', 'table.beo', 'table.beoChanges']))
  })

  it('offers a budget only what every type fills', () => {
    const budget = keysOf('BUDGET')
    expect(budget).toContain('totals.total')
    expect(budget.filter((k) => /^(badge|beo|commission)\.|^table\.(beo|commissionShares)/.test(k))).toEqual(
      [],
    )
  })
})
