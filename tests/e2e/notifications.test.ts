import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openBrowser, type Browser } from './browser.js'
import { admin, signIn } from './signIn.js'

/**
 * The header bell is live: a notification created for the signed-in admin through the API shows
 * up in the bell's list without a reload (pushed over the WebSocket), and clicking it marks it read.
 */
describe('notifications bell (live push)', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')
  const subject = `E2E bell ${Date.now().toString(36)}`
  let subscribed = false

  beforeAll(async () => {
    browser = await openBrowser()
    // Watch the app's socket so the test sends only after the subscription is in place.
    browser.page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"subscribed"')) subscribed = true
      })
    })
    await signIn(browser.page, baseUrl, admin)
  })
  afterAll(() => browser?.close())

  it('shows a notification created through the API on the bell without reload, and marks it read', async () => {
    const { page } = browser
    const bell = page.getByRole('button', { name: /^Notificações:/ })
    await bell.waitFor()
    await expect.poll(() => subscribed, { timeout: 10_000 }).toBe(true)

    const session = await page.evaluate(() => ({
      token: localStorage.getItem('eventdesk.accessToken'),
      user: JSON.parse(localStorage.getItem('eventdesk.user') ?? 'null') as {
        id: number
        company: { tenantId: number }
      },
      tenant: JSON.parse(localStorage.getItem('eventdesk.tenant') ?? 'null') as { id: number } | null,
    }))
    const created = await page.request.post(`${baseUrl}/events/notification`, {
      headers: {
        authorization: `Bearer ${session.token}`,
        'tenant-id': String(session.tenant?.id ?? session.user.company.tenantId),
      },
      data: { subject, description: 'Criada pelo teste e2e', eventsUser: { id: session.user.id } },
    })
    expect(created.status()).toBe(201)

    await bell.click()
    const item = page.getByRole('list', { name: 'Notificações' }).getByText(subject)
    await item.waitFor({ timeout: 10_000 })
    await item.click()
    await expect.poll(() => page.getByText(subject).count(), { timeout: 10_000 }).toBe(0)
  })

  it('opens the notifications and settings screens from the menu', async () => {
    const { page } = browser
    // The bell's popover may still be open (it hides the rest of the page from role queries):
    // start from the app's home page instead of relying on Escape.
    await page.goto(`${baseUrl}/app`)
    await page.getByRole('menuitem', { name: 'Notificações' }).click()
    await page.waitForURL(/\/app\/notification$/)
    await page.getByRole('list', { name: 'Notificações' }).getByText(subject).waitFor()
    await page.getByRole('menuitem', { name: 'Configurações' }).click()
    await page.waitForURL(/\/app\/configuration$/)
    await page.getByRole('heading', { name: 'Bloqueios' }).waitFor()
    await expect(page.getByRole('switch', { name: 'Bloquear ambientes' }).count()).resolves.toBe(1)
  })
})
