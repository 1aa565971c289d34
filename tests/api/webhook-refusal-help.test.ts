import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translate, type Locale } from '../../server/i18n/translate.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'

/**
 * A loopback webhook is refused (issue 49, item 22): the refusal a user reads says how it can be
 * allowed (the operator's WEBHOOK_ALLOWED_HOSTS), in each language, instead of a dead end.
 */
describe('a refused loopback webhook', () => {
  let t: TestApp
  let admin: Tokens
  beforeAll(async () => {
    t = await createTestApp({ configure: (c) => void (c.webhooks = { ...c.webhooks, allowedHosts: [] }) })
    admin = await signIn(t.app, accounts.admin)
  })
  afterAll(() => t?.close())

  it('names the setting that allows it', async () => {
    const res = await api(t.app).call('POST', '/events/webhook', admin, {
      url: 'http://127.0.0.1:9/hook',
      events: ['event.created'],
      secret: 'a-secret-of-enough-length',
    })
    expect(res.statusCode).toBe(400)
    const { field, message } = res.json().errors[0] as { field: string; message: string }
    expect(field).toBe('url')
    for (const locale of ['pt-BR', 'es', 'en-us'] as Locale[])
      expect(translate(locale, message), locale).toContain('WEBHOOK_ALLOWED_HOSTS')
  })
})
