import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn } from './signIn.js'

/**
 * The diary end to end (issue 16) on the real server: rooms and events are made through the API,
 * then Chromium drags on vis-timeline (move a booking to another room, Ctrl-drag a new one), sees
 * a conflicting drag refused and put back, sees a hold move up after the first option is
 * cancelled, and carries a room picked in the suggestion into the event form.
 */
describe('diary on the real server (timeline, holds, suggestion)', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')
  const tag = Date.now().toString(36).toUpperCase()
  const pad = (n: number) => String(n).padStart(2, '0')
  const at = (days: number, hour: number) => {
    const d = new Date()
    d.setDate(d.getDate() + days)
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00:00`
  }
  const rooms: Record<'origin' | 'target' | 'busy' | 'held' | 'picked', { id: number; name: string }> =
    {} as never
  let customer = 0
  let reason = 0

  async function api(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
    const { page } = browser
    const token = await page.evaluate(() => localStorage.getItem('eventdesk.accessToken'))
    const res = await page.request.fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      data,
    })
    const body = await res.json().catch(() => null)
    if (res.status() >= 300) throw new Error(`${method} ${path}: ${res.status()} ${JSON.stringify(body)}`)
    return body
  }
  const version = async (id: number) => Number((await api('GET', `/events/event/${id}`)).version)
  const bookingsOf = async (id: number) =>
    (await api('GET', `/events/event/${id}/environment`)).content as {
      id: number
      environment: { id: number }
      startDateHour: string
    }[]

  /** An event over days `day`..`day+1` with one booking of `room` from 10:00 to 16:00 on `day`. */
  async function booked(name: string, room: number, day: number, confirm = false) {
    const event = await api('POST', '/events/event/', {
      name: `${name} ${tag}`,
      startDate: at(day, 8),
      endDate: at(day + 1, 18),
      customer: { id: customer },
      requesters: [{ person: { id: customer } }],
    })
    const booking = await api('POST', `/events/event/${event.id}/environment`, {
      eventVersion: await version(event.id),
      environment: { id: room },
      startDateHour: at(day, 10),
      endDateHour: at(day, 16),
      assemblyEnd: at(day, 11),
    })
    if (confirm) {
      await api('POST', '/events/event/event-new/change-new-event-to-negotiation', { id: event.id })
      await api('POST', '/events/event/event-confirmation/confirm', { id: event.id })
    }
    return { event: event.id as number, booking: booking.id as number }
  }

  /** A valid CNPJ, new on each run (documents are unique per company). */
  function cnpj() {
    const d = Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)).concat([0, 0, 0, 1])
    for (const weights of [
      [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
      [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    ]) {
      const r = weights.reduce((sum, w, i) => sum + w * d[i], 0) % 11
      d.push(r < 2 ? 0 : 11 - r)
    }
    return d.join('')
  }

  beforeAll(async () => {
    browser = await openBrowser()
    await signIn(browser.page, baseUrl, admin)
    const type = await api('POST', '/events/environment-type/', { name: `Tipo E2E ${tag}` })
    const names = {
      origin: '1 Origem',
      target: '2 Destino',
      busy: '3 Ocupada',
      held: '4 Opções',
      picked: '5 Escolhida',
    }
    for (const [key, suffix] of Object.entries(names)) {
      const name = `E2E Agenda ${tag} ${suffix}`
      const room = await api('POST', '/events/environment/', {
        name,
        environmentType: { id: type.id },
        dailyRate: 800,
      })
      rooms[key as keyof typeof rooms] = { id: room.id, name }
    }
    customer = (
      await api('POST', '/events/person/', {
        name: `Cliente Agenda ${tag}`,
        personType: 'LEGAL',
        fantasyName: `Cliente Agenda ${tag}`,
        foundationDate: '2000-01-01',
        lineOfBusiness: 'Eventos',
        personAssignment: { customer: true },
        // Confirming asks for a customer with a document.
        documents: [{ type: 'CNPJ', number: cnpj(), country: 'BR', main: true }],
      })
    ).id
    reason = (await api('POST', '/events/cancellation-reason/', { name: `Motivo ${tag}`, type: 'CANCELED' }))
      .id
  })
  afterAll(() => browser?.close())

  /** The timeline of this week, drawn (vis-timeline's first draw) with the row of `room` in view. */
  async function openTimeline(page: Page, room: string) {
    await page.goto(`${baseUrl}/app/environment-timeline`)
    await page.locator('.vis-timeline').waitFor()
    const label = page.locator('.vis-label', { hasText: room })
    await label.waitFor()
    await label.scrollIntoViewIfNeeded()
    return label
  }

  /** The centre of `box`. */
  const middle = async (l: Locator) => {
    const b = (await l.boundingBox())!
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 }
  }

  /** A person's drag: press, several small moves with pauses (hammer.js needs them), release. */
  async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    for (let i = 1; i <= 12; i++) {
      await page.mouse.move(from.x + ((to.x - from.x) * i) / 12, from.y + ((to.y - from.y) * i) / 12)
      await page.waitForTimeout(20)
    }
    await page.mouse.up()
  }

  it('drags a booking onto another room and the engine books it there', async () => {
    const { page } = browser
    const mine = await booked('Mover E2E', rooms.origin.id, 2)
    const target = await openTimeline(page, rooms.target.name)
    const item = page.locator('.vis-item.diary-hold', { hasText: `Mover E2E ${tag}` })
    await item.waitFor()
    const from = await middle(item)
    const to = { x: from.x, y: (await middle(target)).y }
    await drag(page, from, to)
    await page.getByText('Reserva do ambiente alterada').first().waitFor()
    await expect
      .poll(async () => (await bookingsOf(mine.event)).map((b) => [b.environment.id, b.startDateHour]))
      .toEqual([[rooms.target.id, at(2, 10)]])
    expect(page.url()).toMatch(/\/app\/environment-timeline$/)
  }, 60_000)

  it('Ctrl-drag on an empty room starts a new event there, booked on save', async () => {
    const { page } = browser
    const label = await openTimeline(page, rooms.picked.name)
    const center = page.locator('.vis-panel.vis-center')
    const box = (await center.boundingBox())!
    const y = (await middle(label)).y
    // The window is this week from today's midnight: day 3 from 09:00 to day 3 at 20:00.
    const x = (days: number, hour: number) => box.x + (box.width * (days * 24 + hour)) / (7 * 24)
    await page.keyboard.down('Control')
    await drag(page, { x: x(3, 9), y }, { x: x(3, 20), y })
    await page.keyboard.up('Control')
    const dialog = page.getByRole('dialog', { name: 'Novo evento: ambiente e período' })
    await dialog.waitFor()
    await expect.poll(() => dialog.getByRole('combobox').first().textContent()).toBe(rooms.picked.name)
    await dialog.getByRole('button', { name: 'Confirmar' }).click()
    await page.waitForURL(/\/app\/event\/create/)
    await page.getByText(`Ao salvar, o evento recebe os ambientes: ${rooms.picked.name}`).waitFor()
    await page.getByRole('textbox', { name: /^Nome/ }).first().fill(`Criado no arraste ${tag}`)
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/\/app\/event\/\d+\/edit/)
    const id = Number(/\/event\/(\d+)\/edit/.exec(page.url())![1])
    await expect
      .poll(async () => (await bookingsOf(id)).map((b) => b.environment.id))
      .toEqual([rooms.picked.id])
  }, 60_000)

  it('a drag onto a room taken by a confirmed event is refused, said, and put back; a click opens it', async () => {
    const { page } = browser
    await booked('Ocupa E2E', rooms.busy.id, 4, true)
    const mover = await booked('Confirmado E2E', rooms.origin.id, 4, true)
    const busy = await openTimeline(page, rooms.busy.name)
    const item = page.locator('.vis-item.diary-booking', { hasText: `Confirmado E2E ${tag}` })
    await item.waitFor()
    const before = (await item.boundingBox())!
    const from = await middle(item)
    await drag(page, from, { x: from.x, y: (await middle(busy)).y })
    await page
      .getByText(/O ambiente não está disponível no período/)
      .first()
      .waitFor()
    await expect.poll(async () => Math.round((await item.boundingBox())!.y)).toBe(Math.round(before.y))
    expect((await bookingsOf(mover.event)).map((b) => b.environment.id)).toEqual([rooms.origin.id])
    // The drag did not open the event; a plain click does.
    expect(page.url()).toMatch(/\/app\/environment-timeline$/)
    await item.click()
    await page.waitForURL(new RegExp(`/app/event/${mover.event}/edit`))
  }, 60_000)

  it('cancelling the first option moves the second up to 1st option, and its coordinator is told', async () => {
    const { page } = browser
    const first = await booked('Opção A E2E', rooms.held.id, 5)
    await booked('Opção B E2E', rooms.held.id, 5)
    await openTimeline(page, rooms.held.name)
    await page.locator('.vis-item.diary-hold', { hasText: `1ª opção · Opção A E2E ${tag}` }).waitFor()
    await page.locator('.vis-item.diary-hold', { hasText: `2ª opção · Opção B E2E ${tag}` }).waitFor()
    await api('POST', `/events/event/event-cancellation/cancel/${first.event}`, { reason: { id: reason } })
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
    const { page } = browser
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
    const { page } = browser
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
    const { page } = browser
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
