import type { FastifyInstance, FastifyRequest } from 'fastify'
import { establishmentBody, type EstablishmentIn } from './model.js'
import { toEstablishment } from './model.js'
import { readCompany, updateCompany } from './repository.js'
import { assertMailSettingsTarget } from './smtp-target.js'
import { establishmentAnswers as answers } from './answers.js'

const tags = ['establishment']
const config = { adminOnly: true }

/** The establishment (company data, language, modules, mail and integration settings): admins only. */
export async function establishmentRoutes(app: FastifyInstance) {
  app.get('/events/establishment', { config, schema: { tags, response: answers.establishment } }, (request) =>
    request.withTenant(async (trx) => toEstablishment(await readCompany(trx))),
  )

  const update = async (request: FastifyRequest<{ Body: EstablishmentIn }>) => {
    await assertMailSettingsTarget(request.body?.mail, app.config.smtpTest)
    return request.withTenant(async (trx) => toEstablishment(await updateCompany(trx, request.body ?? {})))
  }
  app.put<{ Body: EstablishmentIn }>(
    '/events/establishment',
    { config, schema: { tags, body: establishmentBody, response: answers.establishment } },
    update,
  )
  app.post<{ Body: EstablishmentIn }>(
    '/events/establishment',
    { config, schema: { tags, body: establishmentBody, response: answers.establishment } },
    update,
  )
}
