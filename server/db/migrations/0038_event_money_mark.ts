import { sql, type Kysely } from 'kysely'
import { tenantKeyColumns } from './parts.js'

/**
 * An event's money as it stood (issue 38, pace "as of a past date"): the audit trail keeps the
 * situations, not the prices, so pace asked about last March used today's totals. A mark is the
 * event's total in the main currency (events/money.ts, the one reckoning) from the instant it was
 * written; one is written in the transaction of every change to a confirmed-like event whose total
 * it changes (events/money-marks.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE event_money_mark (
      ${tenantKeyColumns},
      event_id bigint NOT NULL,
      at timestamp NOT NULL DEFAULT localtimestamp(3),
      main_total numeric(16, 2) NOT NULL,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, event_id) REFERENCES event (tenant_id, id) ON DELETE CASCADE
    );
    -- Pace reads each event's last mark at or before an instant.
    CREATE INDEX event_money_mark_event ON event_money_mark (tenant_id, event_id, at);
    SELECT eventdesk_tenant_table('event_money_mark');
  `.execute(db)
}
