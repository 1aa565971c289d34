import { sql, type Kysely } from 'kysely'

/**
 * Settings of a tenant: configuration entries (only the ones a tenant changed; the catalogue in
 * server/configuration/catalogue.ts supplies every default, so a new tenant needs no seeding)
 * and the establishment data kept on `company` (company data, mail and integration settings).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE configuration_entry (
      tenant_id bigint NOT NULL REFERENCES tenant(id),
      name text NOT NULL,
      value jsonb NOT NULL,
      updated_at timestamp NOT NULL DEFAULT localtimestamp(0),
      updated_by bigint,
      PRIMARY KEY (tenant_id, name)
    );
    SELECT eventdesk_tenant_table('configuration_entry');

    ALTER TABLE company
      ADD COLUMN address jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN phone text,
      ADD COLUMN email text,
      ADD COLUMN smtp_host text,
      ADD COLUMN smtp_port integer,
      ADD COLUMN smtp_secure boolean NOT NULL DEFAULT false,
      ADD COLUMN smtp_user text,
      ADD COLUMN smtp_password text,
      ADD COLUMN mail_from text,
      ADD COLUMN integrations jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN default_assembly_rate numeric(14, 2) NOT NULL DEFAULT 0,
      ADD COLUMN default_disassembly_rate numeric(14, 2) NOT NULL DEFAULT 0,
      ADD COLUMN logo_image_id bigint,
      ADD COLUMN version integer NOT NULL DEFAULT 1,
      ADD CONSTRAINT company_language CHECK (language IN ('pt-BR', 'es', 'en-us'));
  `.execute(db)
}
