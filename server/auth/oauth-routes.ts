import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { badRequest, fieldError } from '../http/errors.js'
import { assertClient, checkCredentials, passwordGrant, refreshGrant } from './token-service.js'
import { authAnswers as answers } from './answers.js'
import { tenantByCode } from './identity.js'
import { AppError } from '../http/errors.js'
import { TOKEN_PATH } from './oauth-metadata.js'
import { pendingTechnicalTenant, rememberTechnicalTenant } from './technical-access.js'

interface TokenForm {
  grant_type?: string
  username?: string
  password?: string
  refresh_token?: string
  system_id?: string
  client_id?: string
  client_secret?: string
  tenant_id?: string
  tenantCode?: string
}

const tokenSchema = {
  tags: ['auth'],
  summary: 'OAuth token (password and refresh_token grants): Basic or client_secret_post',
  consumes: ['application/x-www-form-urlencoded'],
  body: {
    type: 'object',
    properties: {
      grant_type: { type: 'string', enum: ['password', 'refresh_token'] },
      username: { type: 'string', maxLength: 500 },
      password: { type: 'string', maxLength: 256 },
      refresh_token: { type: 'string', maxLength: 200 },
      system_id: { type: 'string', description: "The spec's system, 77; left out it is 77." },
      client_id: { type: 'string', maxLength: 200, description: 'client_secret_post, instead of Basic.' },
      client_secret: { type: 'string', maxLength: 200, description: 'client_secret_post, instead of Basic.' },
      tenant_id: { type: 'string', pattern: '^[0-9]*$' },
      tenantCode: { type: 'string', maxLength: 50 },
    },
    required: ['grant_type'],
  },
  response: answers.token,
}

/** RFC 6749 §5.2 error codes for our message keys (docs/auth.md promises both). */
const oauthErrorOf = (status: number, key: string) =>
  key === 'auth.fullAuthenticationRequired'
    ? 'invalid_client'
    : status === 400
      ? 'invalid_request'
      : status === 403
        ? 'unauthorized_client'
        : status >= 500
          ? 'temporarily_unavailable'
          : 'invalid_grant'

/** Adds OAuth's `error`/`error_description` to every error body of a token endpoint. */
async function withOAuthErrorFields(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload
  try {
    const body = JSON.parse(payload) as Record<string, unknown>
    if (body.error) return payload
    const key = String(body.message ?? '')
    body.error = oauthErrorOf(reply.statusCode, key)
    body.error_description = String(body.developerMessage || key)
    return JSON.stringify(body)
  } catch {
    return payload
  }
}

const parseTenant = (v?: string) => (v ? Number(v) : null)

function requireFields(form: TokenForm, fields: (keyof TokenForm)[]) {
  const missing = fields.filter((f) => !form[f])
  if (missing.length) throw badRequest(missing.map((f) => fieldError(f, 'error.required')))
}

export async function oauthRoutes(app: FastifyInstance) {
  app.post<{ Body: TokenForm }>(
    TOKEN_PATH,
    { schema: tokenSchema, config: { public: true, throttled: true }, onSend: withOAuthErrorFields },
    async (request) => {
      const form = request.body
      assertClient({ authorization: request.headers.authorization, ...form })
      if (form.grant_type === 'refresh_token') {
        requireFields(form, ['refresh_token'])
        return refreshGrant(app, form.refresh_token!, parseTenant(form.tenant_id))
      }
      requireFields(form, ['username', 'password'])
      const user = await checkCredentials(app, request.ip, form.username!, form.password!)
      // Technical users sign in through technical access, with a company code.
      if (user.technical)
        throw new AppError(401, 'auth.invalidCredentials', [], 'Technical users sign in with a company code')
      return passwordGrant(app, user, parseTenant(form.tenant_id))
    },
  )

  // Technical access, step 1: credentials and company code; remembers the tenant for step 2.
  app.post<{ Body: { username: string; password: string; tenantCode: string } }>(
    '/events/technical-access/',
    {
      config: { public: true, throttled: true },
      schema: {
        tags: ['auth'],
        body: {
          type: 'object',
          required: ['username', 'password', 'tenantCode'],
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 500 },
            password: { type: 'string', minLength: 1, maxLength: 256 },
            tenantCode: { type: 'string', minLength: 1, maxLength: 50 },
          },
        },
        response: answers.technicalTenant,
      },
    },
    async (request) => {
      const { username, password, tenantCode } = request.body
      const user = await checkCredentials(app, request.ip, username, password)
      if (!user.technical) throw new AppError(401, 'auth.invalidCredentials', [], 'Not a technical user')
      const tenant = await tenantByCode(app.database.db, tenantCode)
      if (!tenant)
        throw new AppError(404, 'auth.invalidTenantCode', [
          fieldError('tenantCode', 'auth.invalidTenantCode'),
        ])
      await rememberTechnicalTenant(app.database.db, user.id, tenant.id)
      return { tenantId: tenant.id, tenantCode: tenant.code, tenantName: tenant.name }
    },
  )

  // Technical access, step 2: the token, bound to the tenant of step 1 (or of tenantCode).
  app.post<{ Body: TokenForm }>(
    '/events/technical-access/login',
    {
      schema: { ...tokenSchema, summary: 'Token for a technical user', response: answers.technicalToken },
      config: { public: true, throttled: true },
      onSend: withOAuthErrorFields,
    },
    async (request) => {
      const form = request.body
      assertClient({ authorization: request.headers.authorization, ...form })
      if (form.grant_type === 'refresh_token') {
        requireFields(form, ['refresh_token'])
        return refreshGrant(app, form.refresh_token!, null)
      }
      requireFields(form, ['username', 'password'])
      const user = await checkCredentials(app, request.ip, form.username!, form.password!)
      if (!user.technical) throw new AppError(401, 'auth.invalidCredentials', [], 'Not a technical user')
      let tenantId: number | null = null
      if (form.tenantCode) {
        tenantId = (await tenantByCode(app.database.db, form.tenantCode))?.id ?? null
      } else {
        tenantId = await pendingTechnicalTenant(app.database.db, user.id)
      }
      if (!tenantId)
        throw new AppError(404, 'auth.invalidTenantCode', [
          fieldError('tenantCode', 'auth.invalidTenantCode'),
        ])
      return passwordGrant(app, user, tenantId)
    },
  )
}
