import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import { withTenant } from '../db/tenant.js'
import { logIntegration, type IntegrationLogEntry } from './repository.js'

/**
 * A few demo rows for Demo Hotel so the admins' integration-log screen and bell have something to
 * show before the integration ports exist; written through logIntegration like real ones.
 * Idempotent: a tenant that already has log rows is left alone.
 */
const demoRows: IntegrationLogEntry[] = [
  { integration: 'CHANNEL', operation: 'reservation.send', status: 'SUCCESS', reference: 'GUID 7f3c2a10', message: 'Reserva enviada ao canal.' },
  { integration: 'PMS', operation: 'guest.sync', status: 'SUCCESS', reference: 'Evento 1', message: 'Hóspedes sincronizados.' },
  {
    integration: 'CHANNEL',
    operation: 'reservation.send',
    status: 'ERROR',
    reference: 'GUID 9b81e4d2',
    message: 'status 401 reading DispatchChannel: credenciais recusadas pelo canal.',
    response: { status: 401, error: 'Unauthorized' },
  },
  { integration: 'BILLING', operation: 'invoice.create', status: 'ERROR', reference: 'Evento 2', message: '[CFOP inválido para o serviço de eventos]' },
]

export async function seedIntegrationLog(db: Kysely<Database>, tenants: Map<string, number>) {
  const tenantId = tenants.get('DEMO')
  if (!tenantId) return
  await withTenant(db, tenantId, async (trx) => {
    const any = await trx.selectFrom('integration_log').select('id').limit(1).executeTakeFirst()
    if (any) return
    for (const row of demoRows) await logIntegration(trx, tenantId, row)
  })
}
