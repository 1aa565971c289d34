import { useQuery } from '@tanstack/react-query'
import { getEstablishment } from '../providers/session'
import { useEventdeskDataProvider } from '../providers/useEventdeskDataProvider'

/** GET /events/establishment-user: what every member may read about the establishment (the full one is admin only). */
export interface EstablishmentSummary {
  socialReason?: string
  tradeName?: string | null
  logoImageId?: number | null
  language?: string
}

export const establishmentUserKey = ['eventdesk', 'establishment-user']

/**
 * The establishment's names and logo for the header and the sidebar: what sign-in stored first,
 * then the server's current answer (an admin may have changed the logo or the names since; the
 * establishment screen refreshes this query after saving).
 */
export function useEstablishmentUser(): EstablishmentSummary {
  const dataProvider = useEventdeskDataProvider()
  const stored = getEstablishment()
  const { data } = useQuery({
    queryKey: establishmentUserKey,
    queryFn: (): Promise<EstablishmentSummary> => dataProvider.readSessionEstablishment(),
    staleTime: 5 * 60_000,
    retry: false,
  })
  return data ?? stored ?? {}
}
