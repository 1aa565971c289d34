import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { registerMailTask } from './send-task.js'

/** Mail: the `mail.send` job that delivers outbox rows (other domains queue them with sendMail). */
export const mailDomain = fp(async (app: FastifyInstance) => registerMailTask(app), {
  name: 'mail',
  dependencies: ['jobs'],
})
