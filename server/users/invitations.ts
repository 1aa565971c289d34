import type { FastifyInstance } from 'fastify'
import { AppError } from '../http/errors.js'
import { takeQuota } from '../auth/throttle.js'
import { acceptInvitation } from './invitation-service.js'
import { userAnswers } from './answers.js'

/** Accepting an invitation (invitation-service.ts) over HTTP: the per-address quota, the call. */
export async function invitationRoutes(app: FastifyInstance) {
  // Public with the key: the key reached only the invited person's mailbox.
  app.post<{ Body: { key: string } }>(
    '/events/events-users/accept-invitation',
    {
      config: { public: true, throttled: true },
      schema: {
        tags: ['users'],
        body: {
          type: 'object',
          required: ['key'],
          properties: { key: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        response: userAnswers.invitationAccepted,
      },
    },
    async (request) => {
      const db = app.database.db
      if (!(await takeQuota(db, `invite-ip:${request.ip}`, 30, 60)))
        throw new AppError(429, 'auth.tooManyAttempts', [], 'Too many attempts; try again later')
      return acceptInvitation(db, request.body.key)
    },
  )
}
