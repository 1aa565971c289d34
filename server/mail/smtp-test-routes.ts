import type { FastifyInstance } from 'fastify'
import { badRequest, fieldError } from '../http/errors.js'
import { asLocale } from '../i18n/translate.js'
import { establishmentBody, type MailIn } from '../establishment/model.js'
import { readCompany } from '../establishment/repository.js'
import { storedSmtp, type SmtpSettings } from '../establishment/mail-settings.js'
import { testSmtp } from './smtp-test.js'
import { mailAnswers as answers } from './answers.js'

const tags = ['establishment']
const config = { adminOnly: true }
const mailBody = establishmentBody.properties.mail
const smtpTestBody = { type: 'object', properties: { ...mailBody.properties, mail: mailBody } } as const

/** The establishment screen's SMTP test (admins only): mail talks to the server, so mail owns it. */
export async function smtpTestRoutes(app: FastifyInstance) {
  // Tests the SMTP settings in the body (the screen's unsaved form) or, without a host, the stored
  // ones. A stored password is reused only for the same host and user, so it cannot be sent elsewhere.
  app.post<{ Body: MailIn & { mail?: MailIn } }>(
    '/events/establishment/smtpconfigtest',
    { config, schema: { tags, body: smtpTestBody, response: answers.smtpTest } },
    async (request) => {
      const given = request.body?.mail ?? request.body ?? {}
      const { stored, language } = await request.withTenant(async (trx) => ({
        stored: await storedSmtp(trx),
        language: (await readCompany(trx)).language,
      }))
      let smtp: SmtpSettings | null = stored
      if (given.host?.trim()) {
        const host = given.host.trim()
        const user = given.user?.trim() || null
        const reuse = stored && stored.host === host && stored.user === user
        smtp = {
          host,
          port: given.port ?? 0,
          secure: given.secure ?? false,
          user,
          password: given.password || (reuse ? stored.password : null),
          from: given.from?.trim() || null,
        }
        if (!smtp.port) throw badRequest([fieldError('mail.port', 'error.required')])
      }
      if (!smtp) throw badRequest([fieldError('mail.host', 'establishment.smtpNotConfigured')])
      // Outside the tenant transaction: the SMTP conversation must not hold a database transaction open.
      return testSmtp(app.database.db, smtp, request.auth.email, request.auth.tenantId!, asLocale(language))
    },
  )
}
