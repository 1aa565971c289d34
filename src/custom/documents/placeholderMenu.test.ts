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
