import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { diaryFixture } from './diaryFixture.js'

/**
 * Issue 36 on the calendar's resource view (rooms as rows): a booking dragged to another room and
 * a day later is one move call, stored with the times shown; a drag onto a taken slot is refused
 * with the holding event named and the booking goes back. The person is in São Paulo's zone.
 */
describe('diary moves on the calendar resource view', () => {
  const f = diaryFixture(inject('baseUrl'), 'America/Sao_Paulo')
  const baseUrl = inject('baseUrl')
  const { tag, rooms, at, booked, bookingsOf, middle, drag } = f
  beforeAll(() => f.setup())
  afterAll(() => f.close())

  async function openResources(room: string) {
    const { page } = f
    await page.goto(`${baseUrl}/app/event-calendar`)
    await page.getByRole('button', { name: 'Por ambiente' }).click()
    await page.locator('.vis-timeline').waitFor()
    const label = page.locator('.vis-label', { hasText: room })
    await label.waitFor()
    await label.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    return label
  }

  it('a drag to another room and the next day is one move call, stored as shown', async () => {
    const { page } = f
    const mine = await booked('Recurso E2E', rooms.origin.id, 2)
    const target = await openResources(rooms.target.name)
    const item = page.locator('.vis-item', { hasText: `Recurso E2E ${tag}` })
    await item.waitFor()
    const calls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes(`/events/event/${mine.event}`) && r.method() !== 'GET')
        calls.push(`${r.method()} ${new URL(r.url()).pathname}`)
    })
    const box = (await item.boundingBox())!
    // The booking is drawn over its 6 hours: a day is four of its widths.
    const from = await middle(item)
    await drag(page, from, { x: from.x + box.width * 4, y: (await middle(target)).y })
    await page.getByText('Reserva do ambiente alterada').first().waitFor()
    // Where the drop fell (snapped to the hour): a day later, in the target room, six hours long,
    // and the diary says the same as the booking.
    const [stored] = (await f.api('GET', `/events/event/${mine.event}/environment`)).content
    expect(stored.environment.id).toBe(rooms.target.id)
    expect(stored.startDateHour.slice(0, 10)).toBe(at(3, 10).slice(0, 10))
    expect(Date.parse(stored.endDateHour) - Date.parse(stored.startDateHour)).toBe(6 * 3_600_000)
    const diary = await f.api(
      'GET',
      `/events/diary?start=${at(2, 0)}&end=${at(5, 0)}&environments=${rooms.target.id}`,
    )
    expect(diary.bookings.find((b: { id: number }) => b.id === mine.booking)).toMatchObject({
      start: stored.startDateHour,
      end: stored.endDateHour,
    })
    expect(calls).toEqual([`PUT /events/event/${mine.event}/environment/${mine.booking}/move`])
  }, 60_000)

  it('a drag onto a slot a confirmed event holds is refused, naming it, and the booking goes back', async () => {
    const { page } = f
    const holder = await booked('Dono E2E', rooms.busy.id, 1, true)
    const mine = await booked('Recusa Recurso E2E', rooms.origin.id, 1, true)
    const busy = await openResources(rooms.busy.name)
    const item = page.locator('.vis-item', { hasText: `Recusa Recurso E2E ${tag}` })
    await item.waitFor()
    const from = await middle(item)
    await drag(page, from, { x: from.x, y: (await middle(busy)).y })
    await page
      .getByText(new RegExp(`O ambiente não está disponível no período.*Dono E2E ${tag}`))
      .first()
      .waitFor()
    expect((await bookingsOf(mine.event)).map((b) => b.environment.id)).toEqual([rooms.origin.id])
    expect((await bookingsOf(holder.event)).map((b) => b.environment.id)).toEqual([rooms.busy.id])
    // Back in its own row.
    const origin = page.locator('.vis-label', { hasText: rooms.origin.name })
    await expect
      .poll(async () => Math.abs((await middle(item)).y - (await middle(origin)).y) < 20, { timeout: 5_000 })
      .toBe(true)
  }, 60_000)
})
