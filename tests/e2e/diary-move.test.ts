import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { diaryFixture } from './diaryFixture.js'

/**
 * Issue 36 on the real server: a drag is one move call that sends the times shown, and a drag to
 * a room with another daily rate asks which rate applies. The person is in another zone than the
 * server (São Paulo), as coordinators are.
 */
describe('diary moves (one call, the times shown, the rate asked)', () => {
  const f = diaryFixture(inject('baseUrl'), 'America/Sao_Paulo')
  const { tag, rooms, at, booked, bookingsOf, openTimeline, middle, drag } = f
  beforeAll(() => f.setup())
  afterAll(() => f.close())

  // It failed in CI's diary group about one run in three while pushes redrew the timeline under
  // the drag; re-reads now wait for the drag and its move (dragHold.ts).
  it('at the month zoom a drag straight down with a pixel of jitter keeps the times, in one call', async () => {
    const { page } = f
    const mine = await booked('Mês E2E', rooms.origin.id, 3)
    const target = await openTimeline(page, rooms.target.name)
    await page.getByRole('button', { name: 'Mês' }).click()
    const item = page.locator('.vis-item.diary-hold', { hasText: `Mês E2E ${tag}` })
    await item.waitFor()
    const calls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes(`/events/event/${mine.event}`))
        calls.push(`${r.method()} ${new URL(r.url()).pathname}`)
    })
    // The month's read (and any push's re-read) settles before the drag: a re-draw under the
    // mouse drops a drag. Should one still come in between, the drag is made again, once.
    await page.waitForLoadState('networkidle')
    const moveOnce = async () => {
      const from = await middle(item)
      await drag(page, from, { x: from.x - 1, y: (await middle(target)).y })
    }
    await moveOnce()
    const moved = page.getByText('Reserva do ambiente alterada').first()
    const done = await moved.waitFor({ timeout: 8_000 }).then(
      () => true,
      () => false,
    )
    if (!done && calls.length === 0) await moveOnce()
    await moved.waitFor()
    expect((await bookingsOf(mine.event)).map((b) => [b.environment.id, b.startDateHour])).toEqual([
      [rooms.target.id, at(3, 10)],
    ])
    expect(calls).toEqual([`PUT /events/event/${mine.event}/environment/${mine.booking}/move`])
  }, 60_000)

  // The resize handles are on the booking under the pointer only (DiaryTimeline's resizeOnHover).
  it('the end of a booking dragged later is one move call, stored as shown at the drop', async () => {
    const { page } = f
    const mine = await booked('Fim E2E', rooms.origin.id, 5)
    await openTimeline(page, rooms.origin.name)
    const item = page.locator('.vis-item.diary-hold', { hasText: `Fim E2E ${tag}` })
    await item.waitFor()
    await item.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    expect(await page.locator('.vis-drag-right').count()).toBe(0)
    await item.hover()
    const handle = item.locator('.vis-drag-right')
    await handle.waitFor()
    const calls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes(`/events/event/${mine.event}`) && r.method() !== 'GET')
        calls.push(`${r.method()} ${new URL(r.url()).pathname}`)
    })
    // The booking runs 10:00–16:00: its width is six hours. What it shows at the drop (snapped to
    // half hours) is what must be stored; hammer.js's pan starts after a few pixels of travel.
    const hour = (await item.boundingBox())!.width / 6
    const from = await middle(handle)
    let shown = 0
    await drag(page, from, { x: from.x + 3 * hour + 10, y: from.y }, async () => {
      shown = Math.round(((await item.boundingBox())!.width / hour) * 2) / 2
    })
    expect(shown).toBeGreaterThanOrEqual(8)
    await page.getByText('Reserva do ambiente alterada').first().waitFor()
    const [b] = (await f.api('GET', `/events/event/${mine.event}/environment`)).content
    const end = at(5, 10 + Math.floor(shown)).replace(':00:00', shown % 1 ? ':30:00' : ':00:00')
    expect([b.environment.id, b.startDateHour, b.endDateHour]).toEqual([rooms.origin.id, at(5, 10), end])
    expect(calls).toEqual([`PUT /events/event/${mine.event}/environment/${mine.booking}/move`])
  }, 60_000)

  it('a drag to a room with another daily rate asks, showing both, and takes the new room’s', async () => {
    const { page } = f
    const type = await f.api('POST', '/events/environment-type/', { name: `Tipo caro ${tag}` })
    const dear = await f.api('POST', '/events/environment/', {
      name: `E2E Agenda ${tag} 0 Cara`,
      environmentType: { id: type.id },
      dailyRate: 1200,
    })
    const mine = await booked('Tarifa E2E', rooms.origin.id, 4)
    const target = await openTimeline(page, dear.name)
    const item = page.locator('.vis-item.diary-hold', { hasText: `Tarifa E2E ${tag}` })
    await item.waitFor()
    await item.scrollIntoViewIfNeeded()
    const from = await middle(item)
    await drag(page, from, { x: from.x, y: (await middle(target)).y })
    const dialog = page.getByRole('dialog', { name: 'Mover ou alterar a reserva' })
    await dialog.getByRole('radio', { name: 'Manter a diária acordada (R$ 800,00)' }).waitFor()
    await dialog.getByRole('radio', { name: 'Usar a diária do novo ambiente (R$ 1.200,00)' }).check()
    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    await page.getByText('Reserva do ambiente alterada, com a diária do novo ambiente').first().waitFor()
    const [b] = (await f.api('GET', `/events/event/${mine.event}/environment`)).content
    expect([b.environment.id, b.startDateHour, b.dailyRate]).toEqual([dear.id, at(4, 10), 1200])
  }, 60_000)
})
