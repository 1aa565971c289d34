import type { FastifyInstance, FastifyRequest } from 'fastify'
import { takeQuota } from '../../auth/throttle.js'
import { AppError } from '../../http/errors.js'
import { decideEnvelope } from './local.js'
import { answerSigningLink, readSigningLink } from './signing-links.js'
import { signingAnswers as answers } from './answers.js'

const tags = ['integrations']
const params = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 120 } },
}
type P = { Params: { token: string } }

/**
 * The built-in e-signature service's signing page (the SPA's /sign/:token calls these): public,
 * the link's token is the only proof, so guesses are rate-limited per address.
 */
export async function signingRoutes(app: FastifyInstance) {
  const url = '/events/esign-local/sign/:token'
  const limit = async (request: FastifyRequest) => {
    if (!(await takeQuota(app.database.db, `esign-sign-ip:${request.ip}`, 60, 1)))
      throw new AppError(429, 'auth.tooManyAttempts', [], 'Too many attempts; try again later')
  }

  app.get<P>(
    url,
    { config: { public: true, throttled: true }, schema: { tags, params, response: answers.link } },
    async (request) => {
      await limit(request)
      return readSigningLink(app.database.db, request.params.token)
    },
  )

  app.post<P & { Body: { decision: 'SIGNED' | 'DECLINED' } }>(
    url,
    {
      config: { public: true, throttled: true },
      schema: {
        tags,
        params,
        body: {
          type: 'object',
          required: ['decision'],
          properties: { decision: { type: 'string', enum: ['SIGNED', 'DECLINED'] } },
        },
        response: answers.decided,
      },
    },
    async (request) => {
      await limit(request)
      const { decision } = request.body
      return answerSigningLink(app.database.db, request.params.token, decision, (trx, envelopeId, email) =>
        decideEnvelope(trx, envelopeId, email, decision),
      )
    },
  )
}
