import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { diaryFixture } from './diaryFixture.js'
import { pageOverflow } from './layout.js'

/**
 * The diary on a phone (issue 16, "Screens owe"): reached through the header's drawer, the
 * environment timeline is a list of bookings with their buttons and the calendar its list view,
 * with day names in the person's language, and neither page scrolls sideways.
 */
describe('diary screens on a phone (390 px)', () => {
  const f = diaryFixture(inject('baseUrl'))
  const baseUrl = inject('baseUrl')
  beforeAll(() => f.setup())
  afterAll(() => f.close())

  async function fromDrawer(name: string, path: RegExp) {
    const { page } = f
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await page.getByRole('menuitem', { name, exact: true }).click()
    await page.waitForURL(path)
  }

  it('the timeline is a list of bookings, opened from the drawer', async () => {
    const { page } = f
    await f.booked('Celular E2E', f.rooms.origin.id, 1, true)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${baseUrl}/app`)
    await fromDrawer('Linha do tempo de ambientes', /\/app\/environment-timeline$/)
    const list = page.getByRole('list', { name: 'Reservas de ambientes' })
    const line = list.getByRole('listitem').filter({ hasText: `Celular E2E ${f.tag}` })
    await line.waitFor()
    expect(await line.textContent()).toContain(f.rooms.origin.name)
    await line.getByRole('button', { name: 'Abrir evento' }).waitFor()
    expect(await page.locator('.vis-timeline').count()).toBe(0)
    expect(await pageOverflow(page)).toBe(0)
  }, 60_000)

  it('the calendar opens as its list, in Portuguese, from the drawer', async () => {
    const { page } = f
    await fromDrawer('Calendário de eventos', /\/app\/event-calendar$/)
    // The booking is tomorrow; the list shows this week from Sunday (pt-BR), so on a Saturday the
    // booking is in next week's list.
    const calendar = page.locator('.event-calendar')
    if (new Date().getDay() === 6)
      await calendar
        .getByRole('button', { name: /^Próxim/ })
        .first()
        .click()
    await page.locator('.event-calendar').getByText(`Celular E2E ${f.tag}`).first().waitFor()
    // The list's day headers ("Quarta-feira") and its title ("22 – 28 de novembro de 2026").
    const text = await page.locator('.event-calendar').textContent()
    expect(text).toMatch(/segunda|terça|quarta|quinta|sexta|sábado|domingo/i)
    expect(text).toMatch(
      / de (janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) de /,
    )
    expect(await pageOverflow(page)).toBe(0)
  }, 60_000)
})
