import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { imageRoutes } from './image-routes.js'

/** Files: stored images (the bytes of event attachments are removed by the events domain's job). */
export const filesDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(imageRoutes)
  },
  { name: 'files' },
)
