import type { Page } from '../../common/page.js'

/** The Spring page shape of the spec (common/page.ts); page numbers start at 0, default size 20. */
export type { Page }

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 1000

export const pageQuerySchema = {
  page: { type: 'integer', minimum: 0, default: 0 },
  size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  sort: { type: 'string', maxLength: 100 },
} as const

export function pageOf<T>(content: T[], total: number, page = 0, size = DEFAULT_PAGE_SIZE): Page<T> {
  return {
    content,
    totalElements: total,
    totalPages: Math.ceil(total / size),
    size,
    number: page,
    numberOfElements: content.length,
  }
}

/** Pages an in-memory list (small lists only, e.g. a user's tenants). */
export function page<T>(all: T[], page = 0, size = DEFAULT_PAGE_SIZE): Page<T> {
  return pageOf(all.slice(page * size, page * size + size), all.length, page, size)
}
