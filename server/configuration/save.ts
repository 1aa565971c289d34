import type { FastifyInstance } from 'fastify'
import { inActorTenant, type Actor } from '../auth/actor.js'
import { badRequest, conflict, type FieldError, fieldError } from '../http/errors.js'
import { catalogue, entryByName } from './catalogue.js'
import { bumpConfigurationVersion, saveValues } from './repository.js'
import { entryValues } from './settings.js'
import { checkValue } from './validate.js'
import { withEntryListeners } from './listeners.js'

export type ConfigurationSave = { version: number; entries: { name: string; value?: unknown }[] }

/** The configuration screen's list: every entry with its value and what the screen needs to edit it. */
export function describe(values: Map<string, unknown>) {
  return catalogue.map((e) => ({
    name: e.name,
    value: values.get(e.name),
    type: e.type,
    group: e.group,
    kind: e.kind,
    ...(e.kind === 'enum' ? { options: e.options, multiple: e.multiple, minItems: e.minItems } : {}),
    ...(e.kind === 'number' ? { min: e.min, max: e.max, integer: e.integer } : {}),
    ...(e.kind === 'text' ? { maxLength: e.maxLength } : {}),
    default: e.default,
  }))
}

/**
 * Saves configuration entries all or nothing over the version read (issue 49, 3): one wrong entry
 * is a 400 naming it and no entry changes; a newer version is a 409. The entry listeners run in
 * the same transaction. A verb (issue 50): the route and the demo seed call it alike.
 */
export async function saveConfiguration(app: FastifyInstance, actor: Actor, body: ConfigurationSave) {
  const errors: FieldError[] = []
  const values = new Map<string, unknown>()
  for (const { name, value } of body.entries) {
    const entry = entryByName.get(name)
    if (!entry) {
      errors.push(fieldError(name, 'configuration.unknownEntry'))
      continue
    }
    const checked = checkValue(entry, value)
    if ('error' in checked) errors.push(fieldError(name, checked.error))
    else values.set(name, checked.value)
  }
  if (errors.length) throw badRequest(errors)
  return inActorTenant(app.database.db, actor, async (trx) => {
    const { tenantId, eventsUserId } = actor
    const version = await bumpConfigurationVersion(trx, tenantId!, body.version, eventsUserId)
    if (version === undefined) throw conflict('error.changedInAnotherSession')
    await withEntryListeners(app.configuration.entryListeners, trx, actor, values, () =>
      saveValues(trx, actor.tenantId!, values, actor.eventsUserId),
    )
    return { version, content: describe(await entryValues(trx)) }
  })
}
