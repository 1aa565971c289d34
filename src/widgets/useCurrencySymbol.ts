import { useQuery } from '@tanstack/react-query'
import { http } from '../providers/http'

interface Currency {
  symbol?: string
  main?: boolean
}

/** The symbol money is shown with when no currency is known (spec §3). */
export const DEFAULT_SYMBOL = 'R$'

/**
 * The establishment's main currency symbol (the active currency flagged `main`), R$ until it
 * is known or when the person may not read currencies. Cached for the session.
 */
export function useCurrencySymbol(): string {
  const { data } = useQuery({
    queryKey: ['eventdesk', 'mainCurrencySymbol'],
    queryFn: async () => {
      const active = await http<Currency[]>('/events/currency-company/active')
      return active.find((c) => c.main)?.symbol || DEFAULT_SYMBOL
    },
    staleTime: 10 * 60_000,
    retry: false,
  })
  return data ?? DEFAULT_SYMBOL
}
