import { allFeatures } from './featureGroups'
import type { Level, Levels } from './types'

export interface LevelChange {
  feature: string
  from: Level
  to: Level
}

/**
 * What a version changed compared with the one before it, in catalogue order. A feature missing
 * from a side is BLOCKED (the server's default). Version 1 has no predecessor: it is compared
 * with "everything blocked", which lists what the user started with.
 */
export function changesBetween(before: Levels | undefined, after: Levels): LevelChange[] {
  const level = (levels: Levels | undefined, f: string): Level => levels?.[f] ?? 'BLOCKED'
  const known = new Set(allFeatures)
  const extra = [...Object.keys(before ?? {}), ...Object.keys(after)].filter((f) => !known.has(f))
  return [...allFeatures, ...new Set(extra)].flatMap((feature) => {
    const from = level(before, feature)
    const to = level(after, feature)
    return from === to ? [] : [{ feature, from, to }]
  })
}
