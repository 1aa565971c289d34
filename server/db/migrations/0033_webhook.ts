import { sql, type Kysely } from 'kysely'
import { tenantKeyColumns } from './parts.js'

/**
 * Webhooks (issue 37): the URLs a tenant's administrators register, one delivery per webhook and
 * business event (its id is the `X-Eventdesk-Delivery` of every try) and one row per try.
 *
 * `eventdesk_webhook_enqueue(type, data)` is the outbox: in the caller's transaction it writes a
 * delivery for each active webhook of the tenant that listens to `type` and queues its
 * `webhooks.deliver` job (the same job row and NOTIFY as server/jobs/queue.ts), so a change that
 * rolls back delivers nothing and one that commits loses nothing. It is SQL so that a change made
 * in one statement (a ticket sale, migration 0029) can call it too; `enqueueWebhooks`
 * (server/webhooks/enqueue.ts) is its one caller in TypeScript. With no webhook it writes nothing.
 *
 * The integration log learns the WEBHOOK integration: each try is logged like a port's call.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webhook (
      ${tenantKeyColumns},
      url varchar(2000) NOT NULL,
      events text[] NOT NULL CHECK (cardinality(events) > 0),
      secret varchar(200) NOT NULL,
      active boolean NOT NULL DEFAULT true,
      disabled_reason varchar(500),
      disabled_at timestamp,
      -- The first failed try since the last success: a day of it switches the webhook off.
      failing_since timestamp,
      version integer NOT NULL DEFAULT 1,
      created_at timestamp NOT NULL DEFAULT localtimestamp(0),
      PRIMARY KEY (tenant_id, id)
    );
    SELECT eventdesk_tenant_table('webhook');

    CREATE TABLE webhook_delivery (
      tenant_id bigint NOT NULL REFERENCES tenant(id),
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      webhook_id bigint NOT NULL,
      type varchar(50) NOT NULL,
      data jsonb NOT NULL,
      status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DELIVERED', 'FAILED')),
      attempts integer NOT NULL DEFAULT 0,
      last_status integer,
      last_error varchar(2000),
      next_attempt_at timestamp DEFAULT localtimestamp(0),
      created_at timestamp NOT NULL DEFAULT localtimestamp(0),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, webhook_id) REFERENCES webhook (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX webhook_delivery_page ON webhook_delivery (tenant_id, webhook_id, created_at DESC, id);
    SELECT eventdesk_tenant_table('webhook_delivery');

    CREATE TABLE webhook_attempt (
      ${tenantKeyColumns},
      delivery_id uuid NOT NULL,
      number integer NOT NULL,
      status integer,
      error varchar(2000),
      duration_ms integer,
      at timestamp NOT NULL DEFAULT localtimestamp(0),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, delivery_id) REFERENCES webhook_delivery (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX webhook_attempt_delivery ON webhook_attempt (tenant_id, delivery_id, number);
    SELECT eventdesk_tenant_table('webhook_attempt');

    CREATE FUNCTION eventdesk_webhook_enqueue(kind text, body jsonb) RETURNS integer
      LANGUAGE plpgsql
      AS $fn$
      DECLARE
        queued integer;
      BEGIN
        -- Outside a tenant transaction nothing would match: a caller's mistake, said loudly.
        IF eventdesk_current_tenant() IS NULL THEN
          RAISE EXCEPTION 'eventdesk_webhook_enqueue runs in a tenant transaction';
        END IF;
        WITH delivery AS (
          INSERT INTO webhook_delivery (tenant_id, webhook_id, type, data)
          SELECT tenant_id, id, kind, body FROM webhook
           WHERE tenant_id = eventdesk_current_tenant() AND active AND kind = ANY (events)
          RETURNING tenant_id, id
        ), queue AS (
          INSERT INTO job (tenant_id, task, payload, max_attempts)
          SELECT tenant_id, 'webhooks.deliver', jsonb_build_object('deliveryId', id, 'attempt', 1), 5
            FROM delivery
          RETURNING 1
        )
        SELECT count(*) INTO queued FROM queue;
        IF queued > 0 THEN
          PERFORM pg_notify('eventdesk_job', '');
        END IF;
        RETURN queued;
      END
      $fn$;

    -- A ticket sale is one statement (migration 0029): this wraps its result and queues a
    -- ticket.sold delivery per sale sold, in that statement's transaction. Both the one-sale answer
    -- {id, total, tickets} and the group's {sales: [id | null], totals} are read; the result is
    -- returned as it came. With no webhook listening it only looks.
    CREATE FUNCTION eventdesk_webhook_ticket_sold(office bigint, sold jsonb) RETURNS jsonb
      LANGUAGE plpgsql
      AS $fn$
      BEGIN
        IF sold IS NULL OR NOT EXISTS (
          SELECT 1 FROM webhook
           WHERE tenant_id = eventdesk_current_tenant() AND active AND 'ticket.sold' = ANY (events)
        ) THEN
          RETURN sold;
        END IF;
        IF sold ? 'sales' THEN
          PERFORM eventdesk_webhook_enqueue('ticket.sold', jsonb_build_object(
              'saleId', s.id::bigint, 'boxOfficeId', office, 'total', (sold->'totals'->>(s.k::int - 1))::numeric))
            FROM jsonb_array_elements_text(sold->'sales') WITH ORDINALITY s(id, k)
           WHERE s.id IS NOT NULL;
        ELSE
          PERFORM eventdesk_webhook_enqueue('ticket.sold', jsonb_build_object(
            'saleId', (sold->>'id')::bigint, 'boxOfficeId', office, 'total', (sold->>'total')::numeric));
        END IF;
        RETURN sold;
      END
      $fn$;

    ALTER TABLE integration_log DROP CONSTRAINT integration_log_integration_check;
    ALTER TABLE integration_log ADD CONSTRAINT integration_log_integration_check
      CHECK (integration IN ('CHANNEL', 'SIGNATURE', 'PMS', 'BILLING', 'WEBHOOK'));
  `.execute(db)
}
