import { useQuery } from '@tanstack/react-query'
import { http } from '../providers/http'

interface Currency {
  isoCode?: string | null
  symbol?: string
  main?: boolean
}

/** The symbol money is shown with when no currency is known (spec §3). */
export const DEFAULT_SYMBOL = 'R$'

/**
 * The establishment's main currency (the active currency flagged `main`): its ISO code, which
 * money is formatted with (formatMoney), and its symbol, which money inputs show. BRL / R$ until
 * it is known or when the person may not read currencies. Cached for the session.
 */
export function useMainCurrency(): { isoCode: string | null; symbol: string } {
  const { data } = useQuery({
    queryKey: ['eventdesk', 'mainCurrency', 'widgets'],
    queryFn: async () => {
      const main = (await http<Currency[]>('/events/currency-company/active')).find((c) => c.main)
      return main
        ? { isoCode: main.isoCode || null, symbol: main.symbol || DEFAULT_SYMBOL }
        : { isoCode: 'BRL', symbol: DEFAULT_SYMBOL }
    },
    staleTime: 10 * 60_000,
    retry: false,
  })
  return data ?? { isoCode: 'BRL', symbol: DEFAULT_SYMBOL }
}

/** The main currency's symbol, for a money input's adornment. */
export const useCurrencySymbol = (): string => useMainCurrency().symbol

/**
 * What formatMoney takes for the main currency: its ISO code, else (a currency without one) its
 * symbol.
 */
export function useMainCurrencyCode(): string {
  const main = useMainCurrency()
  return main.isoCode ?? main.symbol
}
