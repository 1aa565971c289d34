import { describe, expect, it } from 'vitest'
import listed from '../../schemas/features.json' with { type: 'json' }
import { reportFeatures } from '../../common/reports/catalogue.js'
import { allFeatures } from '../auth/features.js'
import { featureCatalogue } from './features.js'
import { loadRegistrySchemas, type RegistrySchema } from './load.js'

const schema = (feature: string, ticketsFeature?: string): RegistrySchema => ({
  $id: 'room-layout',
  type: 'object',
  properties: {},
  'x-resource': { name: 'room-layout', endpoint: '/events/room-layout', feature, ticketsFeature },
})

describe('feature catalogue', () => {
  it('holds every feature the registry schemas declare, and the listed ones', () => {
    const declared = loadRegistrySchemas().flatMap((s) =>
      [s['x-resource'].feature, s['x-resource'].ticketsFeature ?? []].flat(),
    )
    expect(allFeatures).toEqual(
      expect.arrayContaining([...declared, 'USER', 'REPORT_EVENT', 'ACTION_CONFIRM']),
    )
    expect(new Set(allFeatures).size).toBe(allFeatures.length)
  })

  it('adds a new schema feature to the registry group of its context, after the listed ones', () => {
    const catalogue = featureCatalogue(listed, [schema('ROOM_LAYOUT', 'TICKETS_ROOM_LAYOUT')])
    expect(catalogue.events.registry.at(-1)).toBe('ROOM_LAYOUT')
    expect(catalogue.events.registry[0]).toBe(listed.events.registry[0])
    expect(catalogue.tickets.registry.at(-1)).toBe('TICKETS_ROOM_LAYOUT')
    expect(catalogue.events.report).toEqual(reportFeatures)
  })

  it('does not repeat a feature two schemas share', () => {
    const catalogue = featureCatalogue(listed, [schema('ROOM_LAYOUT'), schema('ROOM_LAYOUT')])
    expect(catalogue.events.registry.filter((f) => f === 'ROOM_LAYOUT')).toHaveLength(1)
  })
})
