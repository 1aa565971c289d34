import { sql, type Kysely } from 'kysely'
import { tenantKeyColumns } from './parts.js'

/**
 * Tickets (issue 21): box offices with their sections, the batches each section sells (copied from
 * its section type, so a sale keeps the price it was sold at and each batch has a counter of its
 * own), sales and tickets. Stock is decided here: `sold` may never pass `capacity` or a batch's
 * `quantity` (CHECKs behind the guarded updates of the sale), and a valid ticket holds its seat
 * alone (partial UNIQUE index), whatever the concurrency.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE box_office (
      ${tenantKeyColumns},
      event_id bigint,
      name text NOT NULL,
      start_date timestamp NOT NULL,
      end_date timestamp NOT NULL,
      version integer NOT NULL DEFAULT 1,
      created_at timestamp NOT NULL DEFAULT localtimestamp(0),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, event_id) REFERENCES event (tenant_id, id),
      CHECK (start_date <= end_date)
    );
    CREATE INDEX box_office_page ON box_office (tenant_id, id DESC);
    SELECT eventdesk_tenant_table('box_office');

    CREATE TABLE box_office_section (
      ${tenantKeyColumns},
      box_office_id bigint NOT NULL,
      position integer NOT NULL,
      name text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('STANDING', 'SEATED')),
      capacity integer NOT NULL CHECK (capacity >= 0),
      rows integer,
      seats_per_row integer,
      missing_seats text[] NOT NULL DEFAULT '{}',
      accessible_seats text[] NOT NULL DEFAULT '{}',
      section_type_id bigint NOT NULL,
      sold integer NOT NULL DEFAULT 0,
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, box_office_id, id),
      FOREIGN KEY (tenant_id, box_office_id) REFERENCES box_office (tenant_id, id) ON DELETE CASCADE,
      CONSTRAINT box_office_section_stock CHECK (sold >= 0 AND sold <= capacity),
      CHECK (kind = 'STANDING' OR (rows > 0 AND seats_per_row > 0))
    );
    CREATE INDEX box_office_section_office ON box_office_section (tenant_id, box_office_id, position);
    SELECT eventdesk_tenant_table('box_office_section');

    CREATE TABLE ticket_batch (
      ${tenantKeyColumns},
      section_id bigint NOT NULL,
      ord integer NOT NULL,
      name text NOT NULL,
      price numeric(12, 2) NOT NULL CHECK (price >= 0),
      quantity integer NOT NULL CHECK (quantity > 0),
      sale_start date,
      sale_end date,
      sold integer NOT NULL DEFAULT 0,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, section_id) REFERENCES box_office_section (tenant_id, id) ON DELETE CASCADE,
      CONSTRAINT ticket_batch_stock CHECK (sold >= 0 AND sold <= quantity)
    );
    CREATE INDEX ticket_batch_section ON ticket_batch (tenant_id, section_id, ord);
    SELECT eventdesk_tenant_table('ticket_batch');

    CREATE TABLE ticket_sale (
      ${tenantKeyColumns},
      box_office_id bigint NOT NULL,
      buyer_person_id bigint,
      buyer_name text,
      buyer_email text,
      payment_method text NOT NULL,
      status text NOT NULL DEFAULT 'PAID' CHECK (status IN ('PAID', 'CANCELED', 'REFUNDED')),
      total numeric(14, 2) NOT NULL,
      created_by bigint,
      created_at timestamp NOT NULL DEFAULT localtimestamp(0),
      canceled_at timestamp,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, box_office_id) REFERENCES box_office (tenant_id, id),
      CHECK (buyer_person_id IS NOT NULL OR buyer_name IS NOT NULL)
    );
    CREATE INDEX ticket_sale_office ON ticket_sale (tenant_id, box_office_id, id DESC);
    SELECT eventdesk_tenant_table('ticket_sale');

    CREATE TABLE ticket (
      ${tenantKeyColumns},
      sale_id bigint NOT NULL,
      box_office_id bigint NOT NULL,
      section_id bigint NOT NULL,
      batch_id bigint NOT NULL,
      seat text,
      person_name text NOT NULL,
      person_document text,
      price numeric(12, 2) NOT NULL,
      code text NOT NULL,
      valid boolean NOT NULL DEFAULT true,
      checked_in_at timestamp,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, sale_id) REFERENCES ticket_sale (tenant_id, id),
      FOREIGN KEY (tenant_id, box_office_id, section_id) REFERENCES box_office_section (tenant_id, box_office_id, id),
      FOREIGN KEY (tenant_id, batch_id) REFERENCES ticket_batch (tenant_id, id)
    );
    CREATE UNIQUE INDEX ticket_code ON ticket (tenant_id, code);
    -- One seat of a box office's section is held by one valid ticket at most: the last word on seats.
    CREATE UNIQUE INDEX ticket_seat ON ticket (tenant_id, box_office_id, section_id, seat) WHERE valid AND seat IS NOT NULL;
    CREATE INDEX ticket_sale_tickets ON ticket (tenant_id, sale_id);
    SELECT eventdesk_tenant_table('ticket');
  `.execute(db)
}
