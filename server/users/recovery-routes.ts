import type { FastifyInstance } from 'fastify'
import { AppError, badRequest, fieldError, type FieldError } from '../http/errors.js'
import { findUserByEmail, membershipsOf } from '../auth/identity.js'
import { hashPassword, passwordRuleErrors } from '../auth/passwords.js'
import { forgetMembership } from '../auth/memberships.js'
import { takeQuota } from '../auth/throttle.js'
import {
  isRecentPassword,
  issueActivationKey,
  resetPasswordWithKey,
  unusedActivationKey,
} from '../auth/activation-keys.js'
import { companyOf } from '../auth/identity.js'
import { sendMail } from '../mail/mailer.js'
import { firstAttempt } from '../mail/first-attempt.js'
import { asLocale, translate } from '../i18n/translate.js'
import { userAnswers } from './answers.js'

const RECOVERY_PER_EMAIL = 5
const RECOVERY_PER_ADDRESS = 20
const RECOVERY_WINDOW_MINUTES = 60
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export async function recoveryRoutes(app: FastifyInstance) {
  app.post<{ Querystring: { email: string } }>(
    '/events/events-users/recover-password',
    {
      config: { public: true, throttled: true },
      schema: {
        tags: ['auth'],
        querystring: {
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string', maxLength: 500 } },
        },
        response: userAnswers.done,
      },
    },
    async (request) => {
      const db = app.database.db
      const email = request.query.email.trim()
      // Counted before the lookup, for known and unknown addresses alike.
      const withinQuota =
        (await takeQuota(
          db,
          `recover:${email.toLowerCase()}`,
          RECOVERY_PER_EMAIL,
          RECOVERY_WINDOW_MINUTES,
        )) && (await takeQuota(db, `recover-ip:${request.ip}`, RECOVERY_PER_ADDRESS, RECOVERY_WINDOW_MINUTES))
      if (!withinQuota)
        throw new AppError(429, 'auth.tooManyAttempts', [], 'Too many recovery requests; try again later')
      const user = EMAIL.test(email) ? await findUserByEmail(db, email) : undefined
      if (!user || user.technical)
        throw new AppError(
          404,
          'auth.userNotFound',
          [fieldError('email', 'auth.userNotFound')],
          'not user found',
        )
      const [membership] = await membershipsOf(db, user.id)
      const company = membership ? await companyOf(db, membership.tenantId) : undefined
      const locale = asLocale(company?.language)
      // From configuration only: a Host header chosen by the asker must not carry the key away.
      const mail = await db.transaction().execute(async (trx) => {
        const key = await issueActivationKey(trx, user.id, app.config.auth.activationKeyTtlHours)
        const link = `${app.config.publicUrl}/new-password/${encodeURIComponent(user.email)}/${key}`
        // The key and its mail commit together; the mail.send job delivers and retries it.
        return sendMail(trx, {
          to: user.email,
          tenantId: membership?.tenantId ?? null,
          subject: translate(locale, 'mail.recover.subject'),
          text: translate(locale, 'mail.recover.body', { email: user.email, key, link }),
        })
      })
      app.jobs.worker.wake()
      const result = { status: await firstAttempt(db, mail.id) }
      if (result.status === 'FAILED')
        throw new AppError(503, 'auth.emailFailed', [], `not able to send e-mail to ${user.email}`)
      return {}
    },
  )

  app.put<{
    Body: { email?: string; password?: string; confirmationPassword?: string; activationKey?: string }
  }>(
    '/cm-oauth/admin/user/unblock',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: {
          type: 'object',
          properties: {
            email: { type: 'string', maxLength: 500 },
            password: { type: 'string', maxLength: 1000 },
            confirmationPassword: { type: 'string', maxLength: 1000 },
            activationKey: { type: 'string', maxLength: 100 },
          },
        },
        response: userAnswers.unblocked,
      },
    },
    async (request) => {
      const { email = '', password = '', confirmationPassword = '', activationKey = '' } = request.body ?? {}
      const errors: FieldError[] = []
      if (!EMAIL.test(email.trim()))
        errors.push(fieldError('email', email ? 'error.invalidValue' : 'error.required'))
      if (!activationKey.trim()) errors.push(fieldError('activationKey', 'error.required'))
      for (const key of passwordRuleErrors(password)) errors.push(fieldError('password', key))
      if (!confirmationPassword) errors.push(fieldError('confirmationPassword', 'error.required'))
      else if (confirmationPassword !== password)
        errors.push(fieldError('confirmationPassword', 'password.mismatch'))
      if (errors.length) throw badRequest(errors)

      const db = app.database.db
      const user = await findUserByEmail(db, email)
      const key = user ? await unusedActivationKey(db, user.id, activationKey) : undefined
      if (!user || !key)
        throw new AppError(
          404,
          'auth.invalidActivationKey',
          [fieldError('activationKey', 'auth.invalidActivationKey')],
          'Not Found',
        )
      if (new Date(key.expires_at).getTime() <= Date.now()) {
        throw new AppError(
          410,
          'auth.activationKeyExpired',
          [fieldError('activationKey', 'auth.activationKeyExpired')],
          'activation key expired',
        )
      }

      if (await isRecentPassword(db, user.id, password))
        throw badRequest([fieldError('password', 'password.reused')])
      const hash = await hashPassword(password)
      await resetPasswordWithKey(db, user, key.id, hash)
      for (const m of await membershipsOf(db, user.id)) forgetMembership(db, m.tenantId, m.eventsUserId)
      return {}
    },
  )
}
