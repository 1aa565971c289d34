import { useEffect, useState } from 'react'
import { searchTenants, type Page, type TenantOption } from '../providers/signIn'

/** Spec §5 "Autocomplete": search at 0 or ≥ 2 trimmed characters, 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500

export function useTenantSearch(text: string, enabled = true) {
  const [page, setPage] = useState<Page<TenantOption> | null>(null)
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState<unknown>(null)
  const search = text.trim()
  const searchable = enabled && search.length !== 1

  useEffect(() => {
    if (!searchable) return
    const controller = new AbortController()
    const timer = setTimeout(
      () => {
        setLoading(true)
        searchTenants(search, 0, controller.signal)
          .then((answer) => {
            setPage(answer)
            setFailed(null)
          })
          .catch((e: unknown) => {
            if (!controller.signal.aborted) setFailed(e)
          })
          .finally(() => {
            if (!controller.signal.aborted) setLoading(false)
          })
      },
      // The first (empty) search runs at once: it decides whether to pick the only company.
      page === null ? 0 : SEARCH_DEBOUNCE_MS,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
    // `page` only chooses the first delay; re-running when it arrives would search twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, searchable])

  return { page, loading, failed }
}
