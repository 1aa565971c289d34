import { useEffect } from 'react'
import { documentTitleOf, PRODUCT_NAME } from './documentTitle'

/**
 * Keeps the browser tab's title equal to the screen's title: every screen already renders
 * react-admin's <Title> into the header (#react-admin-title), so the tab follows that text
 * instead of every page setting it twice. Without a screen title the tab says the product name.
 */
export default function DocumentTitle() {
  useEffect(() => {
    let observer: MutationObserver | undefined
    let frame = 0
    const follow = () => {
      const header = document.getElementById('react-admin-title')
      if (!header) {
        // The header mounts in the same commit; wait a frame for it.
        frame = requestAnimationFrame(follow)
        return
      }
      const update = () => {
        document.title = documentTitleOf(header.textContent)
      }
      update()
      observer = new MutationObserver(update)
      observer.observe(header, { childList: true, subtree: true, characterData: true })
    }
    follow()
    return () => {
      cancelAnimationFrame(frame)
      observer?.disconnect()
      document.title = PRODUCT_NAME
    }
  }, [])
  return null
}
