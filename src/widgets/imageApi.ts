import { useQuery } from '@tanstack/react-query'
import { http } from '../providers/http'
import { getTenant, getUser } from '../providers/session'

export interface StoredImage {
  id: number
  name?: string
}

/** Uploads one image (spec §7 Images): multipart field `file` to POST /events/image/{tenantId}. */
export function uploadImage(file: File): Promise<StoredImage> {
  const tenantId = getTenant()?.id ?? getUser()?.company.tenantId
  const form = new FormData()
  form.append('file', file, file.name || 'temp.jpeg')
  return http<StoredImage>(`/events/image/${tenantId}`, { method: 'POST', body: form })
}

/**
 * A private image's address for an <img>: GET /events/image/{id}/temporary gives a URL with a
 * short-lived token (10 min), so it is cached for less than that.
 */
export function useImageUrl(id: number): string | undefined {
  const { data } = useQuery({
    queryKey: ['eventdesk', 'imageUrl', id],
    queryFn: () => http<{ url: string }>(`/events/image/${id}/temporary`),
    staleTime: 5 * 60_000,
    gcTime: 8 * 60_000,
    retry: false,
  })
  return data?.url
}
