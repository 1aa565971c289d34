import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { EntryListener } from './listeners.js'
import { configurationRoutes } from './routes.js'

export interface ConfigurationDomain {
  /** Runs `listener` around every write of its entries, in the writing transaction. */
  onEntriesChange(listener: EntryListener): void
  /** Read at each write, so listeners of domains registered later count too. */
  readonly entryListeners: readonly EntryListener[]
}

declare module 'fastify' {
  interface FastifyInstance {
    configuration: ConfigurationDomain
  }
}

/** Configuration: the tenant's settings catalogue, and `app.configuration` for what follows an entry. */
export const configurationDomain = fp(
  async (app: FastifyInstance) => {
    const listeners: EntryListener[] = []
    app.decorate('configuration', {
      onEntriesChange: (listener) => void listeners.push(listener),
      entryListeners: listeners,
    })
    await app.register(configurationRoutes)
  },
  { name: 'configuration' },
)
