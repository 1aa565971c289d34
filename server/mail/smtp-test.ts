import net from 'node:net'
import nodemailer from 'nodemailer'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import { AppError } from '../http/errors.js'
import { sendMailNow, platformMailSettings } from './mailer.js'
import { translate, type Locale } from '../i18n/translate.js'
import { smtpUrl, type SmtpSettings } from '../establishment/mail-settings.js'
import { assertSmtpTarget } from '../establishment/smtp-target.js'
import { serverConfig } from '../config.js'

/** Codes nodemailer gives when no SMTP conversation happened (nothing the server said). */
const UNREACHABLE = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPROTOCOL',
])

type SmtpError = Error & { code?: string; response?: string; responseCode?: number }

/**
 * An unreachable server is 503; a server that answered and refused is 400. Only our own keys and
 * the SMTP reply code go back, never the remote banner or the socket error (no probing through us).
 */
function failure(err: SmtpError): AppError {
  const unreachable = !err.responseCode && UNREACHABLE.has(err.code ?? '')
  if (unreachable) return new AppError(503, 'establishment.smtpUnavailable', [], 'mail server unreachable')
  return new AppError(
    400,
    'establishment.smtpRejected',
    [],
    err.responseCode ? `SMTP ${err.responseCode}` : 'mail server refused',
  )
}

/**
 * Really talks to the server: `verify()` (connect, greet, authenticate), then sends a test
 * message to the caller at once (the admin waits for the answer; no job), kept in the outbox like any other.
 */
export async function testSmtp(
  db: Kysely<Database>,
  s: SmtpSettings,
  to: string,
  tenantId: number,
  locale: Locale,
) {
  // To the address checked, not the name (resolved again, it could answer 127.0.0.1 by then).
  const address = await assertSmtpTarget(s.host, s.port, serverConfig().smtpTest)
  const transport = nodemailer.createTransport({
    host: address,
    servername: net.isIP(s.host) ? undefined : s.host,
    port: s.port,
    secure: s.secure,
    auth: s.user ? { user: s.user, pass: s.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  })
  try {
    await transport.verify()
  } catch (err) {
    throw failure(err as SmtpError)
  } finally {
    transport.close()
  }
  const result = await sendMailNow(
    db,
    {
      to,
      tenantId,
      subject: translate(locale, 'mail.smtpTest.subject'),
      text: translate(locale, 'mail.smtpTest.body', { host: s.host }),
    },
    { url: smtpUrl(s), from: s.from ?? platformMailSettings().from, tenantServer: true },
    15_000,
  )
  if (result.status !== 'SENT')
    throw new AppError(400, 'establishment.smtpRejected', [], 'mail server refused the message')
  return { ok: true }
}
