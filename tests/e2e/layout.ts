import type { Page } from 'playwright-core'

/** How far the page itself scrolls sideways (0 when it fits the window). */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/**
 * The visible controls (links, buttons, fields, tabs) a person cannot bring into the window:
 * outside it sideways and not inside a region that scrolls sideways and is itself in the window
 * (a tab strip or a wide table that scrolls is fine; a control cut off by the page is not).
 */
export function unreachableControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth
    const scrollsSideways = (el: Element) => {
      const style = getComputedStyle(el)
      return /(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth
    }
    const onScreen = (r: DOMRect) => r.right > 0 && r.left < width
    const out: string[] = []
    for (const el of document.querySelectorAll(
      'a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="combobox"]',
    )) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue
      if (r.left >= -1 && r.right <= width + 1) continue
      let ancestor = el.parentElement
      let reachable = false
      while (ancestor && !reachable) {
        reachable = scrollsSideways(ancestor) && onScreen(ancestor.getBoundingClientRect())
        ancestor = ancestor.parentElement
      }
      if (!reachable)
        out.push(
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(r.left)}–${Math.round(r.right)}`,
        )
    }
    return out
  })
}
