import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/**
 * Runs axe-core on the page as it is now and returns the serious and critical violations (the
 * ones the suite allows none of), each with the selectors of its nodes so a failure says where.
 * The script is evaluated through the DevTools protocol, which the app's CSP (`script-src 'self'`)
 * does not govern (an inline script tag would be refused), and again after a full navigation.
 * It first waits for the page's running transitions to end: a dialog still fading in has its
 * text half transparent, which axe reads as too little contrast (seen under CI load).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    // A transition starts a frame after its style is set, so look again after each wait.
    for (let round = 0; round < 5; round++) {
      await frame()
      await frame()
      const running = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity)
      if (running.length === 0) return
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)))
    }
  })
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            opts: object,
          ): Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[]
          }>
        }
      }
    ).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }))
  })
  return violations
}

export const isSerious = (v: AxeViolation) => v.impact === 'serious' || v.impact === 'critical'
