import { sql, type Kysely } from 'kysely'

/**
 * The stock part of a ticket sale as one function (issue 21, speed). Sellers of one section queue
 * on its row lock from the guarded counter update until COMMIT; when the server took the lock and
 * then spent three more round trips reading batches, moving them and writing the tickets, that
 * queue moved at ~18 sales/s. Here the lock, the batch allocation (pretix's rule, as batches.ts),
 * the guarded batch updates and the sale's rows are one statement, sent with its COMMIT in one
 * message (server/tickets/sale.ts): no client round trip happens while the lock is held.
 *
 * `p_sale`: {office, today, user, buyerPerson, buyerName, buyerEmail, paymentMethod, tickets:
 * [{section, seat, row, number, name, document, code}]}; seats already checked against the map
 * as it was before the lock (row and number parsed), codes made by the server. One jsonb, so the
 * caller can send it as one escaped literal in a simple-protocol message.
 *
 * SECURITY INVOKER (the default): it runs as the app role, so row-level security scopes every row
 * to `app.tenant_id`, and every query names `p_tenant` as well (the second wall). Anything short
 * raises `ticket.notAvailable` (SQLSTATE P0001), which rolls back the whole sale; a seat taken by a
 * concurrent sale meets the UNIQUE seat index (23505).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION eventdesk_ticket_sell(p_tenant bigint, p_sale jsonb) RETURNS jsonb
    LANGUAGE plpgsql AS $fn$
    DECLARE
      p_office bigint := (p_sale->>'office')::bigint;
      p_today date := (p_sale->>'today')::date;
      p_sections bigint[];
      p_seats text[];
      p_seat_rows int[];
      p_seat_nums int[];
      grp record;
      shape record;
      b record;
      idx int[];
      batch_of bigint[];
      wanted int;
      took int;
      take int;
      v_sale bigint;
      v_total numeric;
      v_tickets jsonb;
    BEGIN
      SELECT array_agg((t->>'section')::bigint ORDER BY n), array_agg(t->>'seat' ORDER BY n),
          array_agg((t->>'row')::int ORDER BY n), array_agg((t->>'number')::int ORDER BY n)
        INTO p_sections, p_seats, p_seat_rows, p_seat_nums
        FROM jsonb_array_elements(p_sale->'tickets') WITH ORDINALITY e(t, n);
      batch_of := array_fill(NULL::bigint, ARRAY[cardinality(p_sections)]);
      -- Sections in id order: every seller locks them in the same order, so none deadlock.
      FOR grp IN SELECT sid, count(*)::int AS n FROM unnest(p_sections) sid GROUP BY sid ORDER BY sid LOOP
        UPDATE box_office_section s SET sold = s.sold + grp.n
          WHERE s.tenant_id = p_tenant AND s.id = grp.sid AND s.box_office_id = p_office
            AND s.sold + grp.n <= s.capacity
          RETURNING s.rows, s.seats_per_row, s.missing_seats INTO shape;
        IF NOT FOUND THEN RAISE EXCEPTION 'ticket.notAvailable'; END IF;
        idx := ARRAY(SELECT k FROM generate_subscripts(p_sections, 1) k WHERE p_sections[k] = grp.sid ORDER BY k);
        -- The seat map may have changed while this sale waited for the lock: a seat gone is sold.
        IF EXISTS (SELECT 1 FROM unnest(idx) k WHERE p_seats[k] IS NOT NULL
            AND (p_seat_rows[k] > shape.rows OR p_seat_nums[k] > shape.seats_per_row
              OR p_seats[k] = ANY (shape.missing_seats))) THEN
          RAISE EXCEPTION 'ticket.notAvailable';
        END IF;
        -- Batches in their order; the next opens when one sold out or its sale ended (batches.ts).
        wanted := grp.n;
        took := 0;
        FOR b IN SELECT t.id, t.quantity, t.sold, t.sale_start, t.sale_end FROM ticket_batch t
            WHERE t.tenant_id = p_tenant AND t.section_id = grp.sid ORDER BY t.ord, t.id LOOP
          EXIT WHEN took = wanted;
          CONTINUE WHEN b.sold >= b.quantity OR b.sale_end < p_today;
          EXIT WHEN b.sale_start > p_today;
          take := least(wanted - took, b.quantity - b.sold);
          UPDATE ticket_batch t SET sold = t.sold + take
            WHERE t.tenant_id = p_tenant AND t.id = b.id AND t.sold + take <= t.quantity;
          IF NOT FOUND THEN RAISE EXCEPTION 'ticket.notAvailable'; END IF;
          FOR j IN took + 1 .. took + take LOOP batch_of[idx[j]] := b.id; END LOOP;
          took := took + take;
        END LOOP;
        IF took < wanted THEN RAISE EXCEPTION 'ticket.notAvailable'; END IF;
      END LOOP;

      SELECT sum(t.price) INTO v_total FROM unnest(batch_of) x(bid)
        JOIN ticket_batch t ON t.tenant_id = p_tenant AND t.id = x.bid;
      INSERT INTO ticket_sale (tenant_id, box_office_id, buyer_person_id, buyer_name, buyer_email,
          payment_method, total, created_by)
        VALUES (p_tenant, p_office, (p_sale->>'buyerPerson')::bigint, p_sale->>'buyerName',
          p_sale->>'buyerEmail', p_sale->>'paymentMethod', v_total, (p_sale->>'user')::bigint)
        RETURNING id INTO v_sale;
      WITH ins AS (
        INSERT INTO ticket (tenant_id, sale_id, box_office_id, section_id, batch_id, seat, person_name,
            person_document, price, code)
          SELECT p_tenant, v_sale, p_office, p_sections[e.n], batch_of[e.n], p_seats[e.n], e.t->>'name',
              e.t->>'document', tb.price, e.t->>'code'
          FROM jsonb_array_elements(p_sale->'tickets') WITH ORDINALITY e(t, n)
          JOIN ticket_batch tb ON tb.tenant_id = p_tenant AND tb.id = batch_of[e.n]
          RETURNING id, code, batch_id, price)
      SELECT jsonb_agg(jsonb_build_object('id', ins.id, 'code', ins.code, 'batchId', ins.batch_id,
          'batchName', t.name, 'price', ins.price))
        INTO v_tickets
        FROM ins JOIN ticket_batch t ON t.tenant_id = p_tenant AND t.id = ins.batch_id;
      RETURN jsonb_build_object('id', v_sale, 'total', v_total, 'tickets', v_tickets);
    END $fn$;
  `.execute(db)
}
