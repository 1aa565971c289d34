import { sql, type Kysely } from 'kysely'
import { tenantKeyColumns } from './parts.js'

/**
 * Lost and denied business (issue 38): a row per enquiry the venue could not or did not take —
 * a booking refused for availability, a suggestion that found no free room, an event cancelled
 * with a reason, or a call a coordinator turned away by hand. `reason_id` is a record of the
 * cancellation-reason registry (the venue's own words); `reason_code` a fixed reason the app
 * writes itself (the room was taken, no room was free). Rows are written in the transaction of
 * the write that lost the business, so a rolled-back write leaves none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE lost_business (
      ${tenantKeyColumns},
      date_wanted timestamp NOT NULL,
      reason_id bigint,
      reason_code varchar(40),
      source varchar(20) NOT NULL
        CHECK (source IN ('REFUSED_BOOKING', 'NO_ROOM_SUGGESTED', 'CANCELED', 'MANUAL')),
      environment_id bigint,
      people integer CHECK (people >= 0),
      estimated_revenue numeric(14, 2) CHECK (estimated_revenue >= 0),
      event_id bigint,
      note varchar(500),
      created_by bigint,
      created_at timestamp NOT NULL DEFAULT localtimestamp(0),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, event_id) REFERENCES event (tenant_id, id) ON DELETE SET NULL (event_id)
    );
    -- The report and the dashboard read a period of wanted dates.
    CREATE INDEX lost_business_date ON lost_business (tenant_id, date_wanted);
    SELECT eventdesk_tenant_table('lost_business');
  `.execute(db)
}
