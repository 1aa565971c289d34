import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { registerMailTask } from './send-task.js'
import { smtpTestRoutes } from './smtp-test-routes.js'

/** Mail: the `mail.send` job that delivers outbox rows (other domains queue them with sendMail), and the SMTP test. */
export const mailDomain = fp(
  async (app: FastifyInstance) => {
    registerMailTask(app)
    await app.register(smtpTestRoutes)
  },
  { name: 'mail', dependencies: ['jobs'] },
)
