import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { diaryFixture } from './diaryFixture.js'

/**
 * Issue 49 on the real timeline: maintenance is drawn in its room's row at every zoom; a drag
 * outside the event says so before the drop and is refused without the dialog; the rows keep
 * their heights under a drag; a drop below the rows puts the booking back.
 */
describe('diary drag guards and maintenance rows', () => {
  const f = diaryFixture(inject('baseUrl'))
  const { tag, rooms, at, booked, openTimeline, middle, drag } = f
  beforeAll(() => f.setup())
  afterAll(() => f.close())

  it('a maintenance block sits inside its room row, named and hatched, in the week and the month', async () => {
    const { page } = f
    await f.api('POST', '/events/environment-maintenance/', {
      type: 'BLOCK',
      environment: { id: rooms.busy.id },
      startDateHour: at(2, 8),
      endDateHour: at(3, 18),
      observation: `Troca do carpete ${tag}`,
    })
    const label = await openTimeline(page, rooms.busy.name)
    for (const zoom of ['Semana', 'Mês']) {
      await page.getByRole('button', { name: zoom }).click()
      const block = page.locator('.vis-item.diary-maintenance-BLOCK').filter({ hasText: 'Manutenção' })
      await block.first().waitFor()
      const row = (await label.boundingBox())!
      // The block of this room (the only maintenance of these rooms) lies within the row's height.
      const boxes = await block.evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect()
          return { top: r.top, bottom: r.bottom, image: getComputedStyle(e).backgroundImage }
        }),
      )
      const inRow = boxes.filter((b) => b.top >= row.y - 1 && b.bottom <= row.y + row.height + 1)
      expect(inRow.length, `${zoom}: ${JSON.stringify({ row, boxes })}`).toBeGreaterThan(0)
      expect(inRow[0].image).toContain('repeating-linear-gradient')
    }
    await page.getByRole('button', { name: 'Semana' }).click()
  }, 90_000)

  it('a drag outside the event says so on the booking, keeps the rows still, and is refused with no dialog or call', async () => {
    const { page } = f
    const mine = await booked('Fora E2E', rooms.origin.id, 1)
    await openTimeline(page, rooms.origin.name)
    const below = page.locator('.vis-label', { hasText: rooms.target.name })
    const item = page.locator('.vis-item.diary-hold', { hasText: `Fora E2E ${tag}` })
    await item.waitFor()
    await page.waitForLoadState('networkidle')
    const calls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes(`/events/event/${mine.event}`) && r.method() !== 'GET')
        calls.push(`${r.method()} ${new URL(r.url()).pathname}`)
    })
    const rowBefore = (await below.boundingBox())!.y
    const day = (await item.boundingBox())!.width / 0.25 // 10:00–16:00 is a quarter of a day
    const from = await middle(item)
    // The same element throughout: under the refusal its label is the reason, not the name.
    const lifted = (await item.elementHandle())!
    let during = { text: '', row: 0 }
    await drag(page, from, { x: from.x + 3 * day, y: from.y }, async () => {
      during = { text: (await lifted.textContent()) ?? '', row: (await below.boundingBox())!.y }
    })
    expect(during.text).toContain('Fora das datas do evento')
    expect(during.row).toBe(rowBefore)
    await page
      .getByText(/Fora das datas do evento/)
      .first()
      .waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(calls).toEqual([])
    const [b] = (await f.api('GET', `/events/event/${mine.event}/environment`)).content
    expect(b.startDateHour).toBe(at(1, 10))
  }, 90_000)

  it('a drop below the rows puts the booking back, with no call', async () => {
    const { page } = f
    const mine = await booked('Abaixo E2E', rooms.origin.id, 2)
    await openTimeline(page, rooms.origin.name)
    const item = page.locator('.vis-item.diary-hold', { hasText: `Abaixo E2E ${tag}` })
    await item.waitFor()
    await page.waitForLoadState('networkidle')
    const calls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes(`/events/event/${mine.event}`) && r.method() !== 'GET')
        calls.push(`${r.method()} ${new URL(r.url()).pathname}`)
    })
    const before = (await item.boundingBox())!
    const bottom = page.viewportSize()!.height - 2
    const from = await middle(item)
    await drag(page, from, { x: from.x, y: bottom })
    await page.waitForTimeout(500)
    const after = (await item.boundingBox())!
    expect([Math.round(after.x), Math.round(after.y)]).toEqual([Math.round(before.x), Math.round(before.y)])
    expect(calls).toEqual([])
  }, 90_000)
})
