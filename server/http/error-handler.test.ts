import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { registerErrorHandling } from './error-handler.js'

describe('error handler', () => {
  it('answers 400 for values PostgreSQL refuses as data, 500 for other database errors', async () => {
    const app = Fastify({ logger: false })
    registerErrorHandling(app)
    app.get('/:code', async (request) => {
      throw Object.assign(new Error('db said no'), { code: (request.params as { code: string }).code })
    })
    for (const code of ['22P02', '22003', '22008', '22021']) {
      const res = await app.inject(`/${code}`)
      expect([code, res.statusCode, res.json()]).toEqual([
        code,
        400,
        { status: 400, message: 'error.invalidValue', errors: [] },
      ])
    }
    expect((await app.inject('/40001')).statusCode).toBe(500)
    await app.close()
  })
})
