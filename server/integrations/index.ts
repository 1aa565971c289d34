import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { signingRoutes } from './esign/signing-routes.js'
import { integrationRoutes } from './routes.js'
import { integrationTasks, type FailureHook, type ResultHook } from './tasks.js'

export interface IntegrationsDomain {
  /** What a domain does with a party's answer to `task` (store a confirmation id…); one per task. */
  onResult(task: string, hook: ResultHook): void
  /** What a domain does when the last attempt of `task` failed (mark its record); one per task. */
  onFailure(task: string, hook: FailureHook): void
}

declare module 'fastify' {
  interface FastifyInstance {
    integrations: IntegrationsDomain
  }
}

/**
 * The outside parties (channel/, esign/, pms/, billing/: a port and a local party each): their job
 * handlers (`channel.reserve`, `esign.send`… in tasks.ts) on the queue, and the integration routes.
 */
export const integrationsDomain = fp(
  async (app: FastifyInstance) => {
    // Filled by other domains' onResult; tasks.ts looks a hook up when a job runs.
    const hooks: Record<string, ResultHook> = {}
    const failureHooks: Record<string, FailureHook> = {}
    const tasks = integrationTasks(hooks, failureHooks)
    app.decorate('integrations', {
      onResult(task: string, hook: ResultHook) {
        if (!tasks[task]) throw new Error(`no integration task ${task}`)
        if (hooks[task]) throw new Error(`integration task ${task} already has a result hook`)
        hooks[task] = hook
      },
      onFailure(task: string, hook: FailureHook) {
        if (!tasks[task]) throw new Error(`no integration task ${task}`)
        if (failureHooks[task]) throw new Error(`integration task ${task} already has a failure hook`)
        failureHooks[task] = hook
      },
    })
    for (const [task, run] of Object.entries(tasks)) app.jobs.register(task, (ctx) => run(ctx))
    await app.register(integrationRoutes)
    await app.register(signingRoutes)
  },
  { name: 'integrations', dependencies: ['jobs'] },
)
