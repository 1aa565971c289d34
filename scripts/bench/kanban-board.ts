/**
 * The 500-card measure of issue 20, run by hand: `npx tsx scripts/bench/kanban-board.ts` (needs
 * dist/ and Chromium). Starts the product on a fresh demo, adds CARDS events (all on the first
 * column), opens /app/kanban in Chromium and prints: time to the first cards, DOM size, the
 * column scrolled to its end (every page loaded) with the cards rendered at once, frames per
 * second while scrolling, and how long a mouse drag takes to land.
 */
import { startServer } from '../../tests/e2e/server.js'
import { openBrowser } from '../../tests/e2e/browser.js'
import { admin, signIn } from '../../tests/e2e/signIn.js'

const CARDS = Number(process.env.CARDS ?? 500)
const server = await startServer()
const browser = await openBrowser()
const { page } = browser
try {
  const base = server.baseUrl
  await signIn(page, base, admin)
  const token = await page.evaluate(() => localStorage.getItem('eventdesk.accessToken'))
  const post = (i: number) =>
    page.request.post(`${base}/events/event/`, {
      headers: { authorization: `Bearer ${token}` },
      data: { name: `Carga ${i}`, startDate: '2027-05-10T08:00:00', endDate: '2027-05-10T18:00:00' },
    })
  for (let i = 0; i < CARDS; i += 10) await Promise.all(Array.from({ length: 10 }, (_, k) => post(i + k)))

  const t0 = performance.now()
  await page.goto(`${base}/app/kanban`)
  const first = page.getByRole('list', { name: 'Novo contato', exact: true })
  await first.getByRole('listitem').first().waitFor()
  const firstCards = performance.now() - t0
  const total = await page.evaluate(() => {
    const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Novo contato')
    return Number(heading?.nextElementSibling?.textContent)
  })
  const dom = await page.evaluate(() => document.querySelectorAll('*').length)

  // Scroll to the end until every page is in: the list's height covers all cards.
  const t1 = performance.now()
  for (let round = 0; round < 100; round++) {
    const done = await first.evaluate((el, n) => {
      el.scrollTop = el.scrollHeight
      return el.scrollHeight >= n * 132
    }, total)
    if (done) break
    await page.waitForTimeout(150)
  }
  const allPages = performance.now() - t1
  const rendered = await first.getByRole('listitem').count()
  const domAfter = await page.evaluate(() => document.querySelectorAll('*').length)

  // Frames while the column scrolls from bottom to top over two seconds (no named inner
  // function: tsx would wrap it in a helper the page lacks).
  const fps = await first.evaluate(async (el) => {
    const start = performance.now()
    const from = el.scrollTop
    let frames = 0
    for (;;) {
      const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve))
      frames++
      const t = Math.min(1, (now - start) / 2000)
      el.scrollTop = from * (1 - t)
      if (t >= 1) return frames / ((now - start) / 1000)
    }
  })
  await page.waitForTimeout(300)

  // The moved card sorts by its date in the other column, maybe past its first page: the
  // column's count says it landed.
  const countOf = (name: string) =>
    page.evaluate((n) => {
      const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === n)
      return Number(heading?.nextElementSibling?.textContent)
    }, name)
  const before = await countOf('Em negociação')
  const card = first.getByRole('button').first()
  const from = (await card.boundingBox())!
  const to = (await page.getByRole('list', { name: 'Em negociação', exact: true }).boundingBox())!
  const t2 = performance.now()
  await page.mouse.move(from.x + 20, from.y + 20)
  await page.mouse.down()
  await page.mouse.move(from.x + 30, from.y + 24, { steps: 2 })
  await page.mouse.move(to.x + 40, to.y + 60, { steps: 8 })
  await page.mouse.up()
  // Bounded: a drag that does not land is reported, not waited for.
  while ((await countOf('Em negociação')) !== before + 1 && performance.now() - t2 < 10_000)
    await page.waitForTimeout(20)
  const drag = (await countOf('Em negociação')) === before + 1 ? performance.now() - t2 : NaN

  const ms = (n: number) => `${Math.round(n)} ms`
  console.log(
    JSON.stringify(
      {
        cardsInFirstColumn: total,
        firstCards: ms(firstCards),
        domElements: dom,
        allPagesByScrolling: ms(allPages),
        cardsRenderedAtTheEnd: rendered,
        domElementsAfter: domAfter,
        scrollFps: Math.round(fps),
        dragShownInTarget: ms(drag),
      },
      null,
      2,
    ),
  )
} finally {
  await browser.close()
  await server.stop()
}
