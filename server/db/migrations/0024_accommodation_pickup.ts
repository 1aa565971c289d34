import { sql, type Kysely } from 'kysely'

/**
 * Issue 17, second half: the built-in channel's own stock and price list, and the block's
 * release. The local channel keeps, per tenant, the rooms of each rental-unit type per night
 * (a night without a row has the channel's default stock; a row is written the first time a
 * night is sold, so selling locks it) and its rates per date and pax. A block whose cutoff (its
 * deadline date) passed has `released_at` stamped by the daily release job: its unpicked rooms
 * went back to general inventory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE local_channel_inventory (
      tenant_id bigint NOT NULL REFERENCES tenant(id),
      code varchar(20) NOT NULL,
      night date NOT NULL,
      rooms integer NOT NULL CHECK (rooms >= 0),
      PRIMARY KEY (tenant_id, code, night)
    );
    SELECT eventdesk_tenant_table('local_channel_inventory');

    CREATE TABLE local_channel_rate (
      tenant_id bigint NOT NULL REFERENCES tenant(id),
      code varchar(20) NOT NULL,
      date date NOT NULL,
      pax_amount integer NOT NULL CHECK (pax_amount BETWEEN 1 AND 8),
      pax_type text NOT NULL CHECK (pax_type IN ('ADULT', 'CHILD', 'BOTH')),
      currency char(3) NOT NULL DEFAULT 'BRL',
      value numeric(12, 2) NOT NULL CHECK (value >= 0),
      PRIMARY KEY (tenant_id, code, date, pax_amount, pax_type)
    );
    SELECT eventdesk_tenant_table('local_channel_rate');

    ALTER TABLE event_accommodation ADD COLUMN released_at timestamp;
  `.execute(db)
}
