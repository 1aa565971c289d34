/** The counters every server shares (migration 0044): a platform table, no tenant. */
export interface RateLimitTable {
  key: string
  /** Epoch seconds the key's current window began. */
  window_start: number
  hits: number
}

export interface RateLimitTables {
  rate_limit: RateLimitTable
}
