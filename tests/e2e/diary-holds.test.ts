import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { diaryFixture } from './diaryFixture.js'

/**
 * Holds, calendar and suggestion end to end (issue 16) on the real server: a hold moves up when
 * the first option is cancelled (and its coordinator is told), a hold is reordered from the list
 * view, the calendar shows and opens an event, and a room picked in the suggestion is booked by
 * the event form.
 */
describe('diary holds, calendar and suggestion on the real server', () => {
  const f = diaryFixture(inject('baseUrl'))
  const { tag, rooms, at, api, booked, bookingsOf, openTimeline } = f
  const baseUrl = inject('baseUrl')
  beforeAll(() => f.setup())
  afterAll(() => f.close())

  it('cancelling the first option moves the second up to 1st option, and its coordinator is told', async () => {
    const { page } = f
    const first = await booked('Opção A E2E', rooms.held.id, 5)
    await booked('Opção B E2E', rooms.held.id, 5)
    await openTimeline(page, rooms.held.name)
    await page.locator('.vis-item.diary-hold', { hasText: `1ª opção · Opção A E2E ${tag}` }).waitFor()
    await page.locator('.vis-item.diary-hold', { hasText: `2ª opção · Opção B E2E ${tag}` }).waitFor()
    await api('POST', `/events/event/event-cancellation/cancel/${first.event}`, { reason: { id: f.reason } })
    await page.reload()
    await page.locator('.vis-item.diary-hold', { hasText: `1ª opção · Opção B E2E ${tag}` }).waitFor()
    expect(await page.locator('.vis-item', { hasText: `Opção A E2E ${tag}` }).count()).toBe(0)
    // Its coordinator (the admin, who made it) is told on the bell.
    await page.getByRole('button', { name: /^Notificações:/ }).click()
    await page
      .getByRole('list', { name: 'Notificações' })
      .getByText(new RegExp(`${rooms.held.name}.*opção`))
      .first()
      .waitFor()
    await page.keyboard.press('Escape')
    // The axis speaks the person's language.
    const axis = (await page.locator('.vis-time-axis.vis-foreground').allTextContents()).join(' ')
    expect(axis).toMatch(/seg|ter|qua|qui|sex|sáb|dom|jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez/)
  }, 60_000)

  it('in the list view a hold moves up an option and the other goes down', async () => {
    const { page } = f
    await booked('Opção C E2E', rooms.held.id, 6)
    await booked('Opção D E2E', rooms.held.id, 6)
    await openTimeline(page, rooms.held.name)
    await page.getByRole('button', { name: 'Lista', exact: true }).click()
    const list = page.getByRole('list', { name: 'Reservas de ambientes' })
    const line = (name: string) => list.getByRole('listitem').filter({ hasText: `${name} E2E ${tag}` })
    await line('Opção D').getByText(`2ª opção · Opção D E2E ${tag}`).waitFor()
    await line('Opção D').getByRole('button', { name: 'Subir opção' }).click()
    await page.getByText('Ordem das opções alterada').first().waitFor()
    await line('Opção D').getByText(`1ª opção · Opção D E2E ${tag}`).waitFor()
    await line('Opção C').getByText(`2ª opção · Opção C E2E ${tag}`).waitFor()
  }, 60_000)

  it('the calendar shows a confirmed event in the month, named in Portuguese, and a click opens it', async () => {
    const { page } = f
    const shown = await booked('Calendário E2E', rooms.busy.id, 0, true)
    await page.goto(`${baseUrl}/app/event-calendar`)
    const entry = page.getByText(`Calendário E2E ${tag}`).first()
    await entry.waitFor()
    const months = /janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro/
    expect(await page.locator('.event-calendar').textContent()).toMatch(months)
    await entry.click()
    await page.waitForURL(new RegExp(`/app/event/${shown.event}/edit`))
  }, 60_000)

  it('a room picked in the suggestion is in the event form and booked on save', async () => {
    const { page } = f
    await page.goto(`${baseUrl}/app/environment-suggest`)
    const shown = (w: string) => `${w.slice(8, 10)}/${w.slice(5, 7)}/${w.slice(0, 4)} ${w.slice(11, 16)}`
    await page.getByRole('textbox', { name: /^Início/ }).fill(shown(at(9, 8)))
    await page.getByRole('textbox', { name: /^Fim/ }).fill(shown(at(10, 18)))
    await page.getByRole('button', { name: 'Sugerir ambientes' }).click()
    await page.getByRole('checkbox', { name: `Escolher ${rooms.held.name}` }).check()
    await page.getByRole('button', { name: 'Criar evento com este ambiente' }).click()
    await page.waitForURL(/\/app\/event\/create/)
    await page.getByText(`Ao salvar, o evento recebe os ambientes: ${rooms.held.name}`).waitFor()
    await page.getByRole('textbox', { name: /^Nome/ }).first().fill(`Sugerido ${tag}`)
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/\/app\/event\/\d+\/edit/)
    const id = Number(/\/event\/(\d+)\/edit/.exec(page.url())![1])
    await expect
      .poll(async () => (await bookingsOf(id)).map((b) => [b.environment.id, b.startDateHour]))
      .toEqual([[rooms.held.id, at(9, 8)]])
  }, 60_000)
})
