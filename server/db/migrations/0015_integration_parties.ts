import { sql, type Kysely } from 'kysely'
import { tenantKeyColumns } from './parts.js'

/**
 * Issue 13: the built-in ("local") external parties keep their own state here, as a real channel,
 * e-signature service, PMS or billing system would on their side, and a per-tenant switch makes
 * them fail on purpose so every integration error can be shown offline. The integration log
 * gains the party's GUID and the call's duration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE local_party_record (
      ${tenantKeyColumns},
      port text NOT NULL CHECK (port IN ('channel', 'esign', 'pms', 'billing')),
      kind varchar(40) NOT NULL,
      external_id varchar(60) NOT NULL,
      guid uuid NOT NULL,
      state jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamp NOT NULL DEFAULT localtimestamp(0),
      updated_at timestamp NOT NULL DEFAULT localtimestamp(0),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, port, external_id)
    );
    CREATE INDEX local_party_record_kind ON local_party_record (tenant_id, port, kind);
    SELECT eventdesk_tenant_table('local_party_record');

    CREATE TABLE local_party_failure (
      tenant_id bigint NOT NULL REFERENCES tenant(id),
      port text NOT NULL CHECK (port IN ('channel', 'esign', 'pms', 'billing')),
      -- '*' fails every operation of the port.
      operation varchar(60) NOT NULL,
      mode text NOT NULL CHECK (mode IN ('ERROR', 'TIMEOUT', 'REJECT')),
      message varchar(500) NOT NULL DEFAULT '',
      PRIMARY KEY (tenant_id, port, operation)
    );
    SELECT eventdesk_tenant_table('local_party_failure');

    ALTER TABLE integration_log ADD COLUMN guid varchar(60), ADD COLUMN duration_ms integer;
  `.execute(db)
}
