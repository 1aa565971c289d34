import { sql, type Kysely } from 'kysely'
import { tenantKeyColumns } from './parts.js'

/**
 * The event's accommodation (issue 17): a block (holder, type, deadline, pension, channel
 * reservation) and its reservations per hosting-unit type and stay. Reservations get their own
 * table because the reservation timeline and the availability map read them by type and date
 * range; what is only read whole (daily rates, guests, pax) stays in jsonb.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE event_accommodation (
      ${tenantKeyColumns},
      event_id bigint NOT NULL,
      -- ACTIVE, or CANCELED when its event was cancelled (the reservations go with it).
      situation text NOT NULL DEFAULT 'ACTIVE' CHECK (situation IN ('ACTIVE', 'CANCELED')),
      deadline_date date NOT NULL,
      cm_confirmation_id text,
      channel_guid text,
      data jsonb NOT NULL DEFAULT '{}',
      created_by bigint,
      created_at timestamp NOT NULL DEFAULT localtimestamp(0),
      updated_at timestamp NOT NULL DEFAULT localtimestamp(0),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, event_id, id),
      FOREIGN KEY (tenant_id, event_id) REFERENCES event (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX event_accommodation_event ON event_accommodation (tenant_id, event_id, id);
    SELECT eventdesk_tenant_table('event_accommodation');

    CREATE TABLE event_accommodation_reservation (
      ${tenantKeyColumns},
      event_id bigint NOT NULL,
      accommodation_id bigint NOT NULL,
      hosting_unit_type_id bigint NOT NULL,
      start_date date NOT NULL,
      end_date date NOT NULL,
      room_quantity integer NOT NULL CHECK (room_quantity > 0),
      pax_per_room integer NOT NULL CHECK (pax_per_room BETWEEN 1 AND 8),
      data jsonb NOT NULL DEFAULT '{}',
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, event_id, accommodation_id)
        REFERENCES event_accommodation (tenant_id, event_id, id) ON DELETE CASCADE,
      CHECK (start_date < end_date)
    );
    CREATE INDEX event_accommodation_reservation_block ON event_accommodation_reservation (tenant_id, accommodation_id, id);
    CREATE INDEX event_accommodation_reservation_type ON event_accommodation_reservation (tenant_id, hosting_unit_type_id, start_date);
    CREATE INDEX event_accommodation_reservation_start ON event_accommodation_reservation (tenant_id, start_date);
    SELECT eventdesk_tenant_table('event_accommodation_reservation');
  `.execute(db)
}
