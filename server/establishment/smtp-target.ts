import dns from 'node:dns/promises'
import net from 'node:net'
import { badRequest, fieldError } from '../http/errors.js'
import type { AppConfig } from '../config.js'

/**
 * Where the SMTP test may connect (issue 14, defect 5: it was a port scanner of our network).
 * Only SMTP ports (config.smtpTest from SMTP_TEST_PORTS, `*` for any), and no loopback, private, link-local or other
 * internal address unless the operator sets SMTP_TEST_ALLOW_PRIVATE=true.
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

/** Refuses (400, our own keys) a port or host the test may not reach; resolves names first. */
export async function assertSmtpTarget(host: string, port: number, rules: AppConfig['smtpTest']) {
  const { ports } = rules
  if (!ports.includes('*') && !ports.includes(String(port)))
    throw badRequest([fieldError('mail.port', 'establishment.smtpPortNotAllowed')])
  if (rules.allowPrivate) return
  let addresses: string[]
  try {
    addresses = net.isIP(host) ? [host] : (await dns.lookup(host, { all: true })).map((a) => a.address)
  } catch {
    throw badRequest([fieldError('mail.host', 'establishment.smtpHostNotAllowed')])
  }
  if (!addresses.length || addresses.some(isInternalAddress))
    throw badRequest([fieldError('mail.host', 'establishment.smtpHostNotAllowed')])
}
