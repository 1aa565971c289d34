import type { FastifyInstance, FastifyRequest } from 'fastify'
import { badRequest, fieldError } from '../http/errors.js'
import { asLocale } from '../i18n/translate.js'
import { establishmentBody, type EstablishmentIn, type MailIn } from './model.js'
import { toEstablishment } from './model.js'
import { readCompany, updateCompany } from './repository.js'
import { storedSmtp, type SmtpSettings } from './mail-settings.js'
import { testSmtp } from './smtp-test.js'
import { assertMailSettingsTarget } from './smtp-target.js'

const tags = ['establishment']
const config = { adminOnly: true }
const mailBody = establishmentBody.properties.mail
const smtpTestBody = { type: 'object', properties: { ...mailBody.properties, mail: mailBody } } as const

/** The establishment (company data, language, modules, mail and integration settings): admins only. */
export async function establishmentRoutes(app: FastifyInstance) {
  app.get('/events/establishment', { config, schema: { tags } }, (request) =>
    request.withTenant(async (trx) => toEstablishment(await readCompany(trx))),
  )

  const update = async (request: FastifyRequest<{ Body: EstablishmentIn }>) => {
    await assertMailSettingsTarget(request.body?.mail, app.config.smtpTest)
    return request.withTenant(async (trx) => toEstablishment(await updateCompany(trx, request.body ?? {})))
  }
  app.put<{ Body: EstablishmentIn }>(
    '/events/establishment',
    { config, schema: { tags, body: establishmentBody } },
    update,
  )
  app.post<{ Body: EstablishmentIn }>(
    '/events/establishment',
    { config, schema: { tags, body: establishmentBody } },
    update,
  )

  // Tests the SMTP settings in the body (the screen's unsaved form) or, without a host, the stored
  // ones. A stored password is reused only for the same host and user, so it cannot be sent elsewhere.
  app.post<{ Body: MailIn & { mail?: MailIn } }>(
    '/events/establishment/smtpconfigtest',
    { config, schema: { tags, body: smtpTestBody } },
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
