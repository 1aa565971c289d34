import { useEffect } from 'react'

/** The product name, the title of every page that sets none (spec §1). */
export const PRODUCT_NAME = 'Eventdesk'

export const documentTitleOf = (screen: string | null | undefined) => {
  const text = screen?.replace(/\s+/g, ' ').trim()
  // A page titled with the product name itself (react-admin's 404) is not "Eventdesk · Eventdesk".
  return text && text !== PRODUCT_NAME ? `${text} · ${PRODUCT_NAME}` : PRODUCT_NAME
}

/** Sets the browser tab's title while the calling page is shown (no react-admin here: the public shell uses it). */
export function useDocumentTitle(screen: string | null | undefined) {
  useEffect(() => {
    document.title = documentTitleOf(screen)
    return () => {
      document.title = PRODUCT_NAME
    }
  }, [screen])
}
