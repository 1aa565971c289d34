import crypto from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'

/** The one PostgreSQL channel every push travels on; the hub routes by the fields inside. */
export const PUSH_CHANNEL = 'eventdesk_push'
export type PushChannelKind = 'notifications' | 'audit'
/**
 * The channel every signed-in member of a tenant may follow (the hub keys channels by tenant, so
 * it never crosses tenants): for what the whole desk sees change, such as the diary (DIARY pushes).
 */
export const TENANT_CHANNEL = 'tenant'

export interface Push {
  /** Unique per push, so a process that hears it twice delivers it once. */
  id: string
  tenantId: number
  /** What the client subscribes to: `notifications/<email>` or `audit/<email>`. */
  channel: string
  payload: unknown
}

// NOTIFY payloads must stay under 8000 bytes; leave room for the envelope.
const MAX_BYTES = 7600

/** Big payloads lose their audit data (the client reads the full row by id); never the push itself. */
function fit(payload: unknown): unknown {
  if (Buffer.byteLength(JSON.stringify(payload)) <= MAX_BYTES) return payload
  const p = payload as Record<string, unknown> | null
  if (p && typeof p === 'object' && 'auditData' in p) {
    const lighter = { ...p, auditData: null, auditDataOmitted: true }
    if (Buffer.byteLength(JSON.stringify(lighter)) <= MAX_BYTES) return lighter
  }
  return { id: p && typeof p === 'object' ? p.id : undefined, truncated: true }
}

export const channelOf = (kind: PushChannelKind, email: string) => `${kind}/${email.trim().toLowerCase()}`

/**
 * Queues a push in the caller's transaction with pg_notify. PostgreSQL delivers a NOTIFY only
 * when the transaction commits (and never when it rolls back), which is exactly "publish after
 * commit"; listeners in every server process on the database hear it (see hub.ts).
 */
export async function publishPush(trx: Transaction<Database> | Kysely<Database>, push: Omit<Push, 'id'>) {
  const message: Push = {
    id: crypto.randomUUID(),
    tenantId: push.tenantId,
    channel: push.channel,
    payload: fit(push.payload),
  }
  await sql`select pg_notify(${PUSH_CHANNEL}, ${JSON.stringify(message)})`.execute(trx)
}

export function parsePush(text: string | undefined): Push | null {
  try {
    const p = JSON.parse(text ?? '') as Push
    return typeof p.id === 'string' && typeof p.tenantId === 'number' && typeof p.channel === 'string'
      ? p
      : null
  } catch {
    return null
  }
}
