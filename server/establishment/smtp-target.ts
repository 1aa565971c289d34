import dns from 'node:dns/promises'
import net from 'node:net'
import { badRequest, fieldError } from '../http/errors.js'
import type { AppConfig } from '../config.js'

/**
 * Where a tenant's own mail server may be (issue 14, defect 5: the SMTP test was a port scanner
 * of our network; issue 31, 5d: saved settings made every e-mail an SSRF). One guard for the SMTP
 * test, saving the settings and the mail job's connection: only SMTP ports (config.smtpTest from
 * SMTP_TEST_PORTS, `*` for any), and no loopback, private, link-local or other internal address
 * unless the operator sets SMTP_TEST_ALLOW_PRIVATE=true. The platform's own SMTP_URL is the
 * operator's and is not checked.
 */
const internal = new net.BlockList()
for (const [net4, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  internal.addSubnet(net4, bits, 'ipv4')
for (const [net6, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(net6, bits, 'ipv6')

export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return internal.check(mapped[1], 'ipv4')
  return internal.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4')
}

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
  let addresses: string[]
  try {
    addresses = net.isIP(host) ? [host] : (await dns.lookup(host, { all: true })).map((a) => a.address)
  } catch {
    throw hostRefused()
  }
  if (!addresses.length || addresses.some(isInternalAddress)) throw hostRefused()
  return addresses[0]
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
