import { describe, expect, it, vi } from 'vitest'

// A name that answers a public address: what the check sees is what the connection uses.
vi.mock('node:dns/promises', () => ({
  default: { lookup: vi.fn(async () => [{ address: '93.184.216.34', family: 4 }]) },
}))

const { pinnedTenantTarget } = await import('./tenant-target.js')
const { installServerConfig, loadConfig } = await import('../config.js')

describe('the mail job connects to the address it checked (issue 31, 5d)', () => {
  it('a name is replaced by its checked address, and kept for TLS', async () => {
    installServerConfig(loadConfig({}))
    expect(await pinnedTenantTarget('smtps://u%40x:p%3Aw@mail.example.com:465')).toEqual({
      url: 'smtps://u%40x:p%3Aw@93.184.216.34:465',
      servername: 'mail.example.com',
    })
  })

  it('an internal address or a port that is not SMTP is refused with a plain error', async () => {
    installServerConfig(loadConfig({}))
    await expect(pinnedTenantTarget('smtp://10.0.0.5:25')).rejects.toThrow(/not allowed: 10\.0\.0\.5:25/)
    await expect(pinnedTenantTarget('smtp://[::1]:25')).rejects.toThrow(/not allowed/)
    await expect(pinnedTenantTarget('smtp://93.184.216.34:6543')).rejects.toThrow(/not an SMTP port/)
  })

  it('SMTP_TEST_ALLOW_PRIVATE lets an internal server through unchanged', async () => {
    installServerConfig(loadConfig({ SMTP_TEST_ALLOW_PRIVATE: 'true', SMTP_TEST_PORTS: '*' }))
    expect(await pinnedTenantTarget('smtp://127.0.0.1:2525')).toEqual({ url: 'smtp://127.0.0.1:2525' })
    installServerConfig(loadConfig({}))
  })
})
