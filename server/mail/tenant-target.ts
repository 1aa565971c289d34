import net from 'node:net'
import { AppError } from '../http/errors.js'
import { serverConfig } from '../config.js'
import { assertSmtpTarget } from '../establishment/smtp-target.js'

/**
 * Where a tenant's own SMTP server is connected (issue 31, 5d): the guard of the SMTP test
 * (establishment/smtp-target.ts) runs again when the mail goes, because a row saved before the
 * guard existed, or a name that now resolves inside our network, would otherwise make the server
 * write EHLO, MAIL FROM, RCPT TO and DATA to an internal service. The connection goes to the
 * address that was checked (not the name, which would be resolved again: DNS rebinding), with
 * the name kept for TLS (SNI and the certificate check). A refused target throws a plain error
 * that says so, recorded on the outbox row and the job, and no socket is opened.
 */
export async function pinnedTenantTarget(url: string): Promise<{ url: string; servername?: string }> {
  const u = new URL(url)
  const host = u.hostname.replace(/^\[(.*)\]$/, '$1')
  // nodemailer's defaults when the URL names no port.
  const port = Number(u.port) || (u.protocol === 'smtps:' ? 465 : 587)
  let address: string
  try {
    address = await assertSmtpTarget(host, port, serverConfig().smtpTest)
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    const why =
      err.errors[0]?.field === 'mail.port'
        ? 'the port is not an SMTP port (SMTP_TEST_PORTS)'
        : 'the host is loopback, private, link-local or unknown (SMTP_TEST_ALLOW_PRIVATE)'
    throw new Error(`SMTP server not allowed: ${host}:${port}: ${why}; no connection was made`)
  }
  if (address === host) return { url }
  u.hostname = net.isIPv6(address) ? `[${address}]` : address
  return { url: u.toString(), servername: net.isIP(host) ? undefined : host }
}
