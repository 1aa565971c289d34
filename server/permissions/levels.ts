import { allFeatures } from '../auth/features.js'

/** Permission value per functionality (platform.md §6). Only FREE lets the guard pass. */
export const LEVELS = ['FREE', 'BLOCKED', 'UPON_AUTHORIZATION'] as const
export type Level = (typeof LEVELS)[number]
export type Levels = Record<string, Level>

export interface Permissions {
  /** Exactly the FREE features, sorted: what `events_user.features` holds and the guard reads. */
  features: string[]
  /** Levels other than BLOCKED (BLOCKED is the default of a feature not listed). */
  levels: Levels
}

/**
 * The permissions after `features` was written directly (the users PUT): every listed feature
 * is FREE, a FREE one no longer listed becomes BLOCKED, UPON_AUTHORIZATION ones stay.
 */
export function fromFeatures(features: readonly string[], stored: Record<string, string>): Permissions {
  const levels: Levels = {}
  for (const [f, l] of Object.entries(stored))
    if (l === 'UPON_AUTHORIZATION' && !features.includes(f)) levels[f] = l
  for (const f of features) levels[f] = 'FREE'
  return normalise(levels)
}

/** Drops BLOCKED entries and derives the FREE list, so equal permissions compare equal. */
export function normalise(levels: Record<string, string>): Permissions {
  const out: Levels = {}
  for (const f of Object.keys(levels).sort())
    if (levels[f] === 'FREE' || levels[f] === 'UPON_AUTHORIZATION') out[f] = levels[f] as Level
  return { features: Object.keys(out).filter((f) => out[f] === 'FREE'), levels: out }
}

export const samePermissions = (a: Permissions, b: Permissions) =>
  JSON.stringify(a.levels) === JSON.stringify(b.levels)

/** Every known feature with its level, as the permission editor shows them. */
export const fullLevels = (p: Permissions): Levels =>
  Object.fromEntries(allFeatures.map((f) => [f, p.levels[f] ?? 'BLOCKED']))
