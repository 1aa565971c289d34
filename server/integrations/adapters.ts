import type { Kysely, Transaction } from 'kysely'
import type { Database, LocalPort } from '../db/types.js'
import type { IntegrationIn, IntegrationName } from '../establishment/model.js'
import { readCompany } from '../establishment/repository.js'
import { AppError } from '../http/errors.js'
import { localBilling } from './billing/local.js'
import type { BillingPort } from './billing/port.js'
import { localChannel } from './channel/local.js'
import type { ChannelPort } from './channel/port.js'
import { localEsign } from './esign/local.js'
import type { EsignPort } from './esign/port.js'
import { localPms } from './pms/local.js'
import type { PmsPort } from './pms/port.js'

export interface Ports {
  channel: ChannelPort
  esign: EsignPort
  pms: PmsPort
  billing: BillingPort
}

/** The establishment's settings name the e-signature port `eSignature` (platform.md §3). */
const settingName: Record<LocalPort, IntegrationName> = {
  channel: 'channel',
  esign: 'eSignature',
  pms: 'pms',
  billing: 'billing',
}
const locals = { channel: localChannel, esign: localEsign, pms: localPms, billing: localBilling }

/** A port the establishment switched off: every operation answers `integration.notConfigured`. */
function notConfigured<T extends object>(port: LocalPort): T {
  const refuse = () =>
    Promise.reject(
      new AppError(
        409,
        'integration.notConfigured',
        [],
        `the ${port} integration is set to NONE in the establishment`,
      ),
    )
  return new Proxy({} as T, { get: (_t, name) => (name === 'then' ? undefined : refuse) })
}

/**
 * The adapters the tenant's establishment chose (provider LOCAL, the default, or NONE). `trx` reads
 * the settings; `partyDb` is what a built-in party opens its own transactions on (it commits on
 * its side whatever the caller's transaction does, as a remote party would).
 */
export async function portsFor(
  trx: Transaction<Database>,
  tenantId: number,
  partyDb: Kysely<Database>,
): Promise<Ports> {
  const company = await readCompany(trx)
  const pick = <P extends LocalPort>(port: P): Ports[P] => {
    const setting = (company.integrations[settingName[port]] ?? {}) as IntegrationIn
    if ((setting.provider ?? 'LOCAL') === 'NONE') return notConfigured<Ports[P]>(port)
    return locals[port](partyDb, tenantId) as Ports[P]
  }
  return { channel: pick('channel'), esign: pick('esign'), pms: pick('pms'), billing: pick('billing') }
}
