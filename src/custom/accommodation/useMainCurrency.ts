import { useQuery } from '@tanstack/react-query'
import { DEFAULT_SYMBOL } from '../../widgets/useCurrencySymbol'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/** The establishment's main currency (code for new reservations, symbol for money); BRL / R$ until known. */
export function useMainCurrency(): { isoCode: string; symbol: string } {
  const dataProvider = useEventdeskDataProvider()
  const { data } = useQuery({
    queryKey: ['eventdesk', 'mainCurrency'],
    queryFn: async () => {
      const main = (await dataProvider.activeCurrencies()).find((c) => c.main)
      return { isoCode: main?.isoCode || 'BRL', symbol: main?.symbol || DEFAULT_SYMBOL }
    },
    staleTime: 10 * 60_000,
    retry: false,
  })
  return data ?? { isoCode: 'BRL', symbol: DEFAULT_SYMBOL }
}
