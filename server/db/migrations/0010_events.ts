import { sql, type Kysely } from 'kysely'
import { tenantKeyColumns } from './parts.js'

/**
 * Events and what the event core needs around them: requesters, the audit trail, saved list
 * filters, and the environment and payment rows that lifecycle rules read (their screens and
 * routes come with the sub-items). References to registry records are ids of registry_record,
 * checked by the application inside the writing transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE event (
      ${tenantKeyColumns},
      name text NOT NULL,
      client_name text,
      customer_id bigint,
      start_date timestamp NOT NULL,
      end_date timestamp NOT NULL,
      priority text CHECK (priority IN ('ONE','TWO','THREE','FOUR','FIVE','SIX','SEVEN','EIGHT','NINE','TEN')),
      event_type_id bigint,
      area_interest_id bigint,
      origin_id bigint,
      location_id bigint,
      currency_id bigint,
      wait_list_group_id bigint,
      confirm_date timestamp,
      situation text NOT NULL DEFAULT 'NEW'
        CHECK (situation IN ('NEW','NEGOTIATION','CONFIRMED','CANCELED','END','WAIT_LIST','IN_PROGRESS','RELEASED_FOR_CLOSING','REOPEN')),
      situation_before_wait_list text,
      wait_list boolean NOT NULL DEFAULT false,
      pre_event boolean NOT NULL DEFAULT false,
      estimated_people integer CHECK (estimated_people >= 0),
      observation text,
      guid uuid NOT NULL DEFAULT gen_random_uuid(),
      courtesy_dailies integer NOT NULL DEFAULT 0 CHECK (courtesy_dailies >= 0),
      internal boolean NOT NULL DEFAULT false,
      generates_contract boolean NOT NULL DEFAULT false,
      has_budget boolean NOT NULL DEFAULT false,
      has_contract boolean NOT NULL DEFAULT false,
      retroactive_start boolean NOT NULL DEFAULT false,
      started_at timestamp,
      confirmed_at timestamp,
      cancellation_reason_id bigint,
      cancellation_observation text,
      canceled_at timestamp,
      created_by bigint,
      created_at timestamp NOT NULL DEFAULT localtimestamp(0),
      updated_at timestamp NOT NULL DEFAULT localtimestamp(0),
      version integer NOT NULL DEFAULT 1,
      PRIMARY KEY (tenant_id, id),
      CHECK (start_date < end_date)
    );
    CREATE INDEX event_page ON event (tenant_id, id DESC);
    CREATE INDEX event_situation ON event (tenant_id, situation, id DESC);
    CREATE INDEX event_start ON event (tenant_id, start_date);
    CREATE INDEX event_end ON event (tenant_id, end_date);
    CREATE INDEX event_creator ON event (tenant_id, created_by, id DESC);
    CREATE INDEX event_confirm_date ON event (tenant_id, confirm_date) WHERE confirm_date IS NOT NULL;
    CREATE INDEX event_canceled ON event (tenant_id, canceled_at) WHERE canceled_at IS NOT NULL;
    CREATE INDEX event_wait_list ON event (tenant_id, wait_list_group_id) WHERE wait_list;
    CREATE INDEX event_name_trgm ON event USING gin (lower(name) gin_trgm_ops);
    CREATE INDEX event_client_trgm ON event USING gin (lower(client_name) gin_trgm_ops);
    CREATE INDEX event_type_ref ON event (tenant_id, event_type_id) WHERE event_type_id IS NOT NULL;
    CREATE INDEX event_area_ref ON event (tenant_id, area_interest_id) WHERE area_interest_id IS NOT NULL;
    CREATE INDEX event_customer_ref ON event (tenant_id, customer_id) WHERE customer_id IS NOT NULL;
    SELECT eventdesk_tenant_table('event');

    CREATE TABLE event_requester (
      ${tenantKeyColumns},
      event_id bigint NOT NULL,
      person_id bigint,
      name text,
      email text,
      phone text,
      situation text NOT NULL DEFAULT 'ACTIVE' CHECK (situation IN ('ACTIVE', 'DISCARDED')),
      discard_reason text,
      created_at timestamp NOT NULL DEFAULT localtimestamp(0),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, event_id) REFERENCES event (tenant_id, id) ON DELETE CASCADE,
      CHECK (person_id IS NOT NULL OR name IS NOT NULL)
    );
    CREATE INDEX event_requester_event ON event_requester (tenant_id, event_id);
    CREATE INDEX event_requester_created ON event_requester (tenant_id, created_at);
    SELECT eventdesk_tenant_table('event_requester');

    CREATE TABLE event_environment (
      ${tenantKeyColumns},
      event_id bigint NOT NULL,
      environment_id bigint NOT NULL,
      format_id bigint,
      start_date_hour timestamp NOT NULL,
      end_date_hour timestamp NOT NULL,
      data jsonb NOT NULL DEFAULT '{}',
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, event_id) REFERENCES event (tenant_id, id) ON DELETE CASCADE,
      CHECK (start_date_hour < end_date_hour)
    );
    CREATE INDEX event_environment_event ON event_environment (tenant_id, event_id);
    CREATE INDEX event_environment_room ON event_environment (tenant_id, environment_id, start_date_hour);
    SELECT eventdesk_tenant_table('event_environment');

    CREATE TABLE event_payment (
      ${tenantKeyColumns},
      event_id bigint NOT NULL,
      value numeric(14, 2) NOT NULL CHECK (value >= 0),
      status text NOT NULL DEFAULT 'IN_NEGOTIATION' CHECK (status IN ('IN_NEGOTIATION', 'PROVIDED', 'PAID', 'CANCELED')),
      data jsonb NOT NULL DEFAULT '{}',
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, event_id) REFERENCES event (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX event_payment_event ON event_payment (tenant_id, event_id);
    SELECT eventdesk_tenant_table('event_payment');

    CREATE TABLE event_audit (
      ${tenantKeyColumns},
      event_id bigint NOT NULL,
      action char(1) NOT NULL CHECK (action IN ('I', 'U', 'D')),
      origin text NOT NULL,
      item_id bigint,
      field text,
      from_value text,
      to_value text,
      user_id bigint,
      user_email text,
      date_hour timestamp NOT NULL DEFAULT localtimestamp(0),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX event_audit_event ON event_audit (tenant_id, event_id, id DESC);
    SELECT eventdesk_tenant_table('event_audit');

    CREATE TABLE event_saved_filter (
      ${tenantKeyColumns},
      events_user_id bigint NOT NULL,
      name text NOT NULL,
      filter jsonb NOT NULL,
      created_at timestamp NOT NULL DEFAULT localtimestamp(0),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, events_user_id, name)
    );
    SELECT eventdesk_tenant_table('event_saved_filter');
  `.execute(db)
}
