import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { registerSpa } from '../../server/spa/static.js'

describe('SPA serving without a build at start', () => {
  it('says what to run while dist is missing, then serves the app once built, without a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'))
    const app = Fastify()
    app.get('/health', async () => ({ ok: true }))
    await registerSpa(app, dir)
    await app.ready()
    const before = await app.inject({ url: '/app/event', headers: { accept: 'text/html' } })
    expect(before.statusCode).toBe(503)
    expect(before.body).toContain('npm run build')
    const api = await app.inject({ url: '/events/nope' })
    expect(api.statusCode).toBe(404)
    expect(api.headers['content-type']).toContain('application/json')

    fs.writeFileSync(path.join(dir, 'index.html'), '<div id="root">app</div>')
    fs.mkdirSync(path.join(dir, 'assets'))
    fs.writeFileSync(path.join(dir, 'assets/main-abc123.js'), 'console.log(1)')
    const page = await app.inject({ url: '/app/event', headers: { accept: 'text/html' } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('id="root"')
    expect(page.headers['cache-control']).toBe('no-cache')
    // /.well-known is for machines (issue 51): an unknown one is never the app's page with 200.
    for (const url of ['/.well-known/openid-configuration', '/.well-known/security.txt']) {
      const wellKnown = await app.inject({ url, headers: { accept: 'text/html' } })
      expect(wellKnown.statusCode, url).toBe(404)
      expect(wellKnown.json(), url).toMatchObject({ status: 404, message: 'error.notFound' })
    }
    const asset = await app.inject({ url: '/assets/main-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.body).toBe('console.log(1)')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    fs.writeFileSync(path.join(dir, 'assets/main-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'))
    const br = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)')
    await app.close()
  })
})
