import dns from 'node:dns/promises'
import net from 'node:net'

/**
 * The SSRF rule of every target a tenant names (its SMTP server, its webhooks): loopback, private,
 * link-local and other internal addresses are ours, not the tenant's to reach (issue 14, defect 5;
 * issue 31, 5d; issue 37). Each caller decides what lets an address through (a setting, a list
 * of hosts) and which error says no.
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

/**
 * The address to connect to when `host` resolves to public addresses only; null when it does not
 * resolve or any of its addresses is internal. The caller connects to the address, not the name:
 * a name that answers a public address now and 127.0.0.1 a moment later (DNS rebinding) would
 * pass otherwise.
 */
export async function publicAddressOf(host: string): Promise<string | null> {
  const bare = host.replace(/^\[(.*)\]$/, '$1')
  let addresses: string[]
  try {
    addresses = net.isIP(bare) ? [bare] : (await dns.lookup(bare, { all: true })).map((a) => a.address)
  } catch {
    return null
  }
  if (!addresses.length || addresses.some(isInternalAddress)) return null
  return addresses[0]
}
