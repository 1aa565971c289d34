import type { FastifyInstance } from 'fastify'
import path from 'node:path'
import fp from 'fastify-plugin'
import { imageRoutes } from './image-routes.js'
import { referenceRoutes, type ReferenceResolver } from './reference-routes.js'
import { FILE_REMOVE_TASK, forgetFile, recordFile } from './repository.js'
import { fileStore } from './storage.js'

/** The one way to store, read and forget a file: bytes in the store, the row in the caller's transaction. */
export interface Files extends ReturnType<typeof fileStore> {
  record: typeof recordFile
  forget: typeof forgetFile
  /** A domain whose jobs make files says here which file a reference names for the asker. */
  onReference(resolver: ReferenceResolver): void
}

declare module 'fastify' {
  interface FastifyInstance {
    files: Files
  }
}

/** Files: the store every domain writes through, stored images, and job files by reference. */
export const filesDomain = fp(
  async (app: FastifyInstance) => {
    const resolvers: ReferenceResolver[] = []
    const store = fileStore(app.config.filesDir ?? path.join(app.config.dataDir, 'files'))
    app.decorate('files', {
      ...store,
      record: recordFile,
      forget: forgetFile,
      onReference: (resolver: ReferenceResolver) => void resolvers.push(resolver),
    })
    // Missing bytes are fine: a repeated run after a crash.
    app.jobs.register(FILE_REMOVE_TASK, async ({ job }) => {
      await store.remove((job.payload as { key: string }).key)
    })
    await app.register(imageRoutes)
    await app.register(async (scope) => referenceRoutes(scope, resolvers))
  },
  { name: 'files', dependencies: ['jobs'] },
)
