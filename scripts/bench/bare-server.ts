/** The yardstick: a bare Fastify JSON route on the same machine, in its own process. */
import Fastify from 'fastify'
import { loadConfig } from '../../server/config.js'

const app = Fastify({ logger: false })
app.get('/bare', async () => ({ status: 'ok', database: 'none' }))
await app.listen({ host: '127.0.0.1', port: loadConfig().port })
