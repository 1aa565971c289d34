import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { DependencyFinder } from './dependencies.js'
import { registryRoutes } from './routes.js'

export interface RegistriesDomain {
  /** Another domain's references to registry records: a record it uses cannot be deleted or deactivated. */
  onDependency(finder: DependencyFinder): void
  /** Read at each delete, so finders added by domains registered later count too. */
  readonly dependencyFinders: readonly DependencyFinder[]
}

declare module 'fastify' {
  interface FastifyInstance {
    registries: RegistriesDomain
  }
}

/** The schema-driven registry engine: every registry's routes and `app.registries`. */
export const registriesDomain = fp(
  async (app: FastifyInstance) => {
    const finders: DependencyFinder[] = []
    app.decorate('registries', {
      onDependency: (finder) => void finders.push(finder),
      dependencyFinders: finders,
    })
    await registryRoutes(app, app.registrySchemas)
  },
  { name: 'registries' },
)
