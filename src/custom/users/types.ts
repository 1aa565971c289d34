/** An events-user (membership of the tenant) as `GET /events/events-users` answers it. */
export interface EventsUser {
  id: number
  email: string
  type: 'COMMON' | 'ADMIN'
  active: boolean
  features: string[]
}

/** Permission value per functionality (platform.md §6). */
export const LEVELS = ['FREE', 'BLOCKED', 'UPON_AUTHORIZATION'] as const
export type Level = (typeof LEVELS)[number]
export type Levels = Record<string, Level>

/** `GET|PUT /events/events-users/{id}/permission-levels` and the copy call. */
export interface PermissionAnswer {
  id: number
  features: string[]
  levels: Levels
}

/** One entry of `GET /events/user-feature-history/versions/{id}`. */
export interface HistoryVersion {
  version: number
  changedBy: string | null
  changedAt: string
}

export type { Page } from '../../../common/page'
