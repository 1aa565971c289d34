import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.js'

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      seed: 'demo',
      logLevel: 'info',
      publicUrl: 'http://127.0.0.1:3000',
    })
    expect(c.auth).toMatchObject({
      accessTokenTtl: 900,
      refreshTokenTtl: 28800,
      refreshFamilyTtl: 43200,
      refreshReuseGrace: 5,
    })
    expect(c.smtpTest).toEqual({ ports: ['25', '465', '587', '2525'], allowPrivate: false })
    expect(c.mail.url).toBeUndefined()
    // One server keeps its files beside its data, as before FILES_DIR existed.
    expect(c.filesDir).toBeUndefined()
    expect(c.workers).toBe(1)
  })

  it('takes a shared files folder and a number of server processes', () => {
    const c = loadConfig({ FILES_DIR: '/mnt/shared/files', WORKERS: '4' })
    expect(c.filesDir).toBe('/mnt/shared/files')
    expect(c.workers).toBe(4)
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS="0"/)
  })

  it('reads numbers and booleans from strings, and an empty variable as unset', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      SMTP_TEST_ALLOW_PRIVATE: 'true',
      SMTP_TEST_PORTS: '*',
      DATABASE_URL: '',
      REFRESH_REUSE_GRACE: '0',
    })
    expect(c.port).toBe(8080)
    expect(c.publicUrl).toBe('http://localhost:8080')
    expect(c.smtpTest).toEqual({ ports: ['*'], allowPrivate: true })
    expect(c.databaseUrl).toBeUndefined()
    expect(c.auth.refreshReuseGrace).toBe(0)
  })

  it('refuses a bad value naming the variable and its value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT="abc": must be integer/)
    expect(() => loadConfig({ SEED: 'all', ACCESS_TOKEN_TTL: '-1' })).toThrow(
      /SEED="all"[\s\S]*ACCESS_TOKEN_TTL="-1"/,
    )
    expect(() => loadConfig({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/)
  })
})
