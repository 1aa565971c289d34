import { useCallback, useEffect, useState } from 'react'
import type { Page } from '../../common/page'
import { http } from '../providers/http'

/** Spec §5 / §9: no search for one typed character; from two, or when empty; 500 ms debounce. */
export const MIN_SEARCH_CHARS = 2
export const SEARCH_DEBOUNCE_MS = 500

export type Option = { id: number } & Record<string, unknown>

/** The term to send, or null when the text must not be searched (one character). */
export function searchTermOf(input: string): string | null {
  const term = input.trim()
  return term.length > 0 && term.length < MIN_SEARCH_CHARS ? null : term
}

interface State {
  key: string
  options: Option[]
  page: number
  more: boolean
  loading: boolean
}

const idle: State = { key: '', options: [], page: 0, more: false, loading: false }

/**
 * Options of `GET <endpoint>/autocomplete?name&page` for what the person typed, while the list is
 * open. Typing is debounced; opening (or clearing the text) asks at once. A newer search aborts
 * the older one, so options never belong to a stale term.
 */
export function useReferenceSearch(
  endpoint: string,
  input: string,
  open: boolean,
  /** Equality filters the registry's autocomplete takes (`?allowsMeals=true`): only fitting records are offered. */
  filter?: Record<string, string>,
) {
  const filterKey = JSON.stringify(filter ?? {})
  const [state, setState] = useState<State>(idle)
  const term = searchTermOf(input)

  const fetchPage = useCallback(
    async (key: string, name: string, page: number, signal?: AbortSignal) => {
      setState((s) => ({ ...s, key, loading: true }))
      try {
        const result = await http<Page<Option>>(`${endpoint}/autocomplete`, {
          query: { ...(JSON.parse(filterKey) as Record<string, string>), name, page },
          signal,
        })
        setState((s) => ({
          key,
          options: page === 0 || s.key !== key ? result.content : [...s.options, ...result.content],
          page,
          more: (result.number ?? page) + 1 < (result.totalPages ?? 0),
          loading: false,
        }))
      } catch (error) {
        if ((error as Error)?.name === 'AbortError') return
        setState((s) => ({ ...s, loading: false, more: false }))
      }
    },
    [endpoint, filterKey],
  )

  useEffect(() => {
    if (!open || term === null) return
    const controller = new AbortController()
    const timer = setTimeout(
      () => void fetchPage(term, term, 0, controller.signal),
      term === '' ? 0 : SEARCH_DEBOUNCE_MS,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [open, term, fetchPage])

  const loadMore = useCallback(() => {
    if (state.more && !state.loading) void fetchPage(state.key, state.key, state.page + 1)
  }, [state, fetchPage])

  return {
    options: term === null ? [] : state.options,
    loading: state.loading,
    tooShort: term === null,
    loadMore,
  }
}
