import { badRequest, fieldError } from '../http/errors.js'
import { publicAddressOf } from '../http/internal-address.js'
import type { AppConfig } from '../config.js'

/** The rule itself is server/http/internal-address.ts; re-exported for the mail callers. */
export { isInternalAddress } from '../http/internal-address.js'

/**
 * Where a tenant's own mail server may be (issue 14, defect 5: the SMTP test was a port scanner
 * of our network; issue 31, 5d: saved settings made every e-mail an SSRF). One guard for the SMTP
 * test, saving the settings and the mail job's connection: only SMTP ports (config.smtpTest from
 * SMTP_TEST_PORTS, `*` for any), and no loopback, private, link-local or other internal address
 * unless the operator sets SMTP_TEST_ALLOW_PRIVATE=true. The platform's own SMTP_URL is the
 * operator's and is not checked.
 */
type Rules = AppConfig['smtpTest']
const hostRefused = () => badRequest([fieldError('mail.host', 'establishment.smtpHostNotAllowed')])

export function assertSmtpPort(port: number, rules: Rules) {
  if (!rules.ports.includes('*') && !rules.ports.includes(String(port)))
    throw badRequest([fieldError('mail.port', 'establishment.smtpPortNotAllowed')])
}

/**
 * Resolves the host and refuses it (400, our own keys) when any of its addresses is internal.
 * Returns the address to connect to: a connection made to the name would resolve it again, and
 * a name that answers a public address now and 127.0.0.1 a moment later (DNS rebinding) would
 * pass. With SMTP_TEST_ALLOW_PRIVATE nothing is guarded and the host is returned as given.
 */
export async function checkedSmtpAddress(host: string, rules: Rules): Promise<string> {
  if (rules.allowPrivate) return host
  const address = await publicAddressOf(host)
  if (!address) throw hostRefused()
  return address
}

/** Port and host at once (the SMTP test, the mail job); the address to connect to. */
export async function assertSmtpTarget(host: string, port: number, rules: Rules): Promise<string> {
  assertSmtpPort(port, rules)
  return checkedSmtpAddress(host, rules)
}

/**
 * Saving the settings: the host and port the body names (the stored ones passed when they were
 * saved). Called before the tenant transaction: a name lookup may take seconds, and no database
 * connection should wait on it.
 */
export async function assertMailSettingsTarget(
  mail: { host?: string | null; port?: number | null } | undefined,
  rules: Rules,
) {
  if (mail?.port) assertSmtpPort(mail.port, rules)
  if (mail?.host?.trim()) await checkedSmtpAddress(mail.host.trim(), rules)
}
