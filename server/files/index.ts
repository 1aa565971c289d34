import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { imageRoutes } from './image-routes.js'
import { referenceRoutes, type ReferenceResolver } from './reference-routes.js'

export interface Files {
  /** A domain whose jobs make files says here which file a reference names for the asker. */
  onReference(resolver: ReferenceResolver): void
}

declare module 'fastify' {
  interface FastifyInstance {
    files: Files
  }
}

/** Files: stored images, and job files by reference (the bytes of event attachments are removed by the events domain's job). */
export const filesDomain = fp(
  async (app: FastifyInstance) => {
    const resolvers: ReferenceResolver[] = []
    app.decorate('files', { onReference: (resolver: ReferenceResolver) => void resolvers.push(resolver) })
    await app.register(imageRoutes)
    await app.register(async (scope) => referenceRoutes(scope, resolvers))
  },
  { name: 'files' },
)
