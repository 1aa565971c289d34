import type { Locator, Page } from 'playwright-core'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn } from './signIn.js'

/**
 * What the diary's end-to-end files share: a signed-in Chromium, rooms and a customer made
 * through the API (named with a run tag so rows sort together), events booked on a room, and a
 * person's drag on vis-timeline.
 */
export function diaryFixture(baseUrl: string, timezoneId?: string) {
  let browser: Browser
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

  /** Signs in and makes the rooms, a customer that can confirm and a cancellation reason. */
  async function setup() {
    browser = await openBrowser('pt-BR', timezoneId)
    // A desk monitor's height: a drag needs its booking and the room it goes to on screen at once,
    // and the timeline (which ends at the window's bottom) then shows every room these tests use.
    await browser.page.setViewportSize({ width: 1280, height: 1400 })
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
  }

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
  /** The middle of an element on screen, asked again while the diary re-draws it (a read or a push). */
  const middle = async (l: Locator) => {
    for (let tries = 0; tries < 50; tries++) {
      const b = await l.boundingBox()
      if (b) return { x: b.x + b.width / 2, y: b.y + b.height / 2 }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`not on screen: ${l}`)
  }

  /** A person's drag: press, several small moves with pauses (hammer.js needs them), `beforeDrop`, release. */
  async function drag(
    page: Page,
    from: { x: number; y: number },
    to: { x: number; y: number },
    beforeDrop?: () => Promise<void>,
  ) {
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    for (let i = 1; i <= 12; i++) {
      await page.mouse.move(from.x + ((to.x - from.x) * i) / 12, from.y + ((to.y - from.y) * i) / 12)
      await page.waitForTimeout(20)
    }
    await beforeDrop?.()
    await page.mouse.up()
  }

  return {
    setup,
    close: () => browser?.close(),
    get page() {
      return browser.page
    },
    tag,
    rooms,
    get reason() {
      return reason
    },
    at,
    api,
    booked,
    bookingsOf,
    openTimeline,
    middle,
    drag,
  }
}
