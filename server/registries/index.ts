import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { DependencyFinder } from './dependencies.js'
import { registryHookBook, type RegistryHookBook, type RegistryHooks } from './hooks.js'
import { keepOneActive } from './one-active.js'
import { engineRules } from './rules/index.js'
import { registryRoutes } from './routes.js'

export interface RegistriesDomain extends Pick<RegistryHookBook, 'addRule' | 'onWrite'> {
  /** Another domain's references to registry records: a record it uses cannot be deleted or deactivated. */
  onDependency(finder: DependencyFinder): void
  /** Read at each delete, so finders added by domains registered later count too. */
  readonly dependencyFinders: readonly DependencyFinder[]
  /** The named rules and write listeners registered so far: what every writer hands the write path. */
  readonly hooks: RegistryHooks
}

declare module 'fastify' {
  interface FastifyInstance {
    registries: RegistriesDomain
  }
}

/**
 * The schema-driven registry engine: every registry's routes and `app.registries`. Other domains
 * give it their named rules (`addRule`) and write listeners (`onWrite`) in their index.ts; the app
 * does not start while a schema uses one nobody registered.
 */
export const registriesDomain = fp(
  async (app: FastifyInstance) => {
    const finders: DependencyFinder[] = []
    const hooks = registryHookBook()
    app.decorate('registries', {
      onDependency: (finder) => void finders.push(finder),
      dependencyFinders: finders,
      addRule: hooks.addRule,
      onWrite: hooks.onWrite,
      hooks,
    })
    for (const [name, rule] of Object.entries(engineRules)) hooks.addRule(name, rule)
    hooks.onWrite('x-one-active-per', keepOneActive)
    await registryRoutes(app, app.registrySchemas)
    // Every domain has registered by now (ready comes after the whole app is built).
    app.addHook('onReady', async () => {
      const missing = hooks.missing(app.registryModels.values())
      if (missing.length) throw new Error(`registries: not wired at boot: ${missing.join('; ')}`)
    })
  },
  { name: 'registries' },
)
