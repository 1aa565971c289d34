import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import { withTenant } from '../db/tenant.js'
import { logIntegration, type IntegrationLogEntry } from './repository.js'

/**
 * A few demo rows for Demo Hotel so the admins' integration-log screen and bell have something to
 * show before the integration ports exist; written through logIntegration like real ones.
 * Idempotent: a tenant that already has log rows is left alone.
 */
// The messages are shown as data, so they follow the tenant's language (company.language).
const texts = {
  'pt-BR': [
    'Reserva enviada ao canal.',
    'Hóspedes sincronizados.',
    'credenciais recusadas pelo canal.',
    'CFOP inválido para o serviço de eventos',
    'Evento',
  ],
  es: [
    'Reserva enviada al canal.',
    'Huéspedes sincronizados.',
    'credenciales rechazadas por el canal.',
    'CFOP inválido para el servicio de eventos',
    'Evento',
  ],
  'en-us': [
    'Reservation sent to the channel.',
    'Guests synchronised.',
    'credentials refused by the channel.',
    'Invalid CFOP for the events service',
    'Event',
  ],
}

function demoRows(language: string | null | undefined): IntegrationLogEntry[] {
  const t = language?.startsWith('es')
    ? texts.es
    : language?.startsWith('en')
      ? texts['en-us']
      : texts['pt-BR']
  return [
    {
      integration: 'CHANNEL',
      operation: 'reservation.send',
      status: 'SUCCESS',
      reference: 'GUID 7f3c2a10',
      message: t[0],
    },
    { integration: 'PMS', operation: 'guest.sync', status: 'SUCCESS', reference: `${t[4]} 1`, message: t[1] },
    {
      integration: 'CHANNEL',
      operation: 'reservation.send',
      status: 'ERROR',
      reference: 'GUID 9b81e4d2',
      message: `status 401 reading DispatchChannel: ${t[2]}`,
      response: { status: 401, error: 'Unauthorized' },
    },
    {
      integration: 'BILLING',
      operation: 'invoice.create',
      status: 'ERROR',
      reference: `${t[4]} 2`,
      message: `[${t[3]}]`,
    },
  ]
}

export async function seedIntegrationLog(db: Kysely<Database>, tenants: Map<string, number>) {
  const tenantId = tenants.get('DEMO')
  if (!tenantId) return
  await withTenant(db, tenantId, async (trx) => {
    const any = await trx.selectFrom('integration_log').select('id').limit(1).executeTakeFirst()
    if (any) return
    const company = await trx.selectFrom('company').select('language').executeTakeFirst()
    for (const row of demoRows(company?.language)) await logIntegration(trx, tenantId, row)
  })
}
