import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { currencyRoutes } from './routes.js'

/** Currencies: quotations and the main currency's symbol. */
export const currenciesDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(currencyRoutes)
  },
  { name: 'currencies', dependencies: ['registries'] },
)
