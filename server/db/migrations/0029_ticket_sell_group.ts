import { sql, type Kysely } from 'kysely'

/**
 * The sales of one box office that arrived together, sold in one statement (issue 21, the rush).
 * eventdesk_ticket_sell (0023) costs ~8 statements per sale under the section lock (~0.3 ms each
 * sale); here the group takes its locks once, decides every sale in arrival order in memory, and
 * writes the counters, sales and tickets set-wise.
 *
 * `p_group`: {office, today, sales: [<eventdesk_ticket_sell's p_sale, without office and today>]}.
 * Returns {sales: [sale id or null], totals: [total or null], tickets: {code: [id, batchId,
 * price]}, batches: {id: name}}; null is ticket.notAvailable for that sale alone (a place short,
 * a seat gone from the map or sold, no batch open), and nothing of it is written.
 *
 * The same rules as the sale of one: sections locked in id order (FOR UPDATE, so every seller
 * queues on the same rows, none deadlock), then their batches; a seat is sold when a valid ticket
 * holds it or an earlier sale of the group took it (the UNIQUE seat index stays the last word);
 * batches in their order, the next opening when one sold out or its sale ended. The counter
 * updates are guarded again; a miss there, or any other error, fails the whole group, and the
 * server then sells its sales one by one (sale-group.ts), so one bad sale never fails another.
 * SECURITY INVOKER: row-level security scopes every row to `app.tenant_id`, and every query
 * names `p_tenant` as well (the second wall). Sale ids come from the identity's own sequence, so
 * each sale's tickets are tied to it by id, not by the order of a RETURNING.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DO $$ BEGIN
      EXECUTE format('GRANT USAGE ON SEQUENCE %s TO eventdesk_app', pg_get_serial_sequence('ticket_sale', 'id'));
    END $$;

    CREATE FUNCTION eventdesk_ticket_sell_group(p_tenant bigint, p_group jsonb) RETURNS jsonb
    LANGUAGE plpgsql AS $fn$
    DECLARE
      p_office bigint := (p_group->>'office')::bigint;
      p_today date := (p_group->>'today')::date;
      n_sales int := jsonb_array_length(p_group->'sales');
      -- Every ticket of the group, in sale order then ticket order; sale k's are s_lo[k] .. s_hi[k].
      t_sale int[]; t_section bigint[]; t_seat text[]; t_row int[]; t_num int[]; t_name text[];
      t_doc text[]; t_code text[]; t_sec int[]; t_seat_ok boolean[]; t_batch int[];
      s_lo int[]; s_hi int[];
      -- The locked sections (id order) and their batches (in order, contiguous per section).
      sec_id bigint[]; sec_left int[]; sec_left0 int[]; sec_b_lo int[]; sec_b_hi int[];
      b_id bigint[]; b_sec int[]; b_left int[]; b_left0 int[]; b_start date[]; b_end date[];
      b_price numeric[]; b_name text[];
      save_sec int[]; save_b int[]; taken text[] := '{}'; n_taken int;
      sale_id bigint[]; sale_total numeric[]; total numeric;
      ok boolean; si int; bi int; key text; seq regclass; rc int; result jsonb;
    BEGIN
      SELECT array_agg(s.k ORDER BY s.k, t.n), array_agg((t.t->>'section')::bigint ORDER BY s.k, t.n),
          array_agg(t.t->>'seat' ORDER BY s.k, t.n), array_agg((t.t->>'row')::int ORDER BY s.k, t.n),
          array_agg((t.t->>'number')::int ORDER BY s.k, t.n), array_agg(t.t->>'name' ORDER BY s.k, t.n),
          array_agg(t.t->>'document' ORDER BY s.k, t.n), array_agg(t.t->>'code' ORDER BY s.k, t.n)
        INTO t_sale, t_section, t_seat, t_row, t_num, t_name, t_doc, t_code
        FROM jsonb_array_elements(p_group->'sales') WITH ORDINALITY s(s, k),
          jsonb_array_elements(s.s->'tickets') WITH ORDINALITY t(t, n);
      t_sale := coalesce(t_sale, '{}');
      SELECT array_agg(c.hi - c.n + 1 ORDER BY c.k), array_agg(c.hi ORDER BY c.k) INTO s_lo, s_hi
        FROM (SELECT e.k, jsonb_array_length(e.s->'tickets') AS n,
            sum(jsonb_array_length(e.s->'tickets')) OVER (ORDER BY e.k) AS hi
          FROM jsonb_array_elements(p_group->'sales') WITH ORDINALITY e(s, k)) c;

      -- Sections in id order: every seller locks them in the same order, so none deadlock.
      SELECT coalesce(array_agg(x.id ORDER BY x.id), '{}'), array_agg(x.capacity - x.sold ORDER BY x.id)
        INTO sec_id, sec_left
        FROM (SELECT s.id, s.capacity, s.sold FROM box_office_section s
          WHERE s.tenant_id = p_tenant AND s.box_office_id = p_office AND s.id = ANY (t_section)
          ORDER BY s.id FOR UPDATE) x;
      SELECT coalesce(array_agg(x.id ORDER BY x.section_id, x.ord, x.id), '{}'),
          array_agg(array_position(sec_id, x.section_id) ORDER BY x.section_id, x.ord, x.id),
          array_agg(x.quantity - x.sold ORDER BY x.section_id, x.ord, x.id),
          array_agg(x.sale_start ORDER BY x.section_id, x.ord, x.id),
          array_agg(x.sale_end ORDER BY x.section_id, x.ord, x.id),
          array_agg(x.price ORDER BY x.section_id, x.ord, x.id),
          array_agg(x.name ORDER BY x.section_id, x.ord, x.id)
        INTO b_id, b_sec, b_left, b_start, b_end, b_price, b_name
        FROM (SELECT t.id, t.section_id, t.ord, t.quantity, t.sold, t.sale_start, t.sale_end, t.price, t.name
          FROM ticket_batch t WHERE t.tenant_id = p_tenant AND t.section_id = ANY (sec_id)
          ORDER BY t.section_id, t.ord, t.id FOR UPDATE) x;
      SELECT array_agg(coalesce(lo, 1) ORDER BY k), array_agg(coalesce(hi, 0) ORDER BY k)
        INTO sec_b_lo, sec_b_hi
        FROM (SELECT k, min(j) AS lo, max(j) AS hi FROM generate_subscripts(sec_id, 1) k
          LEFT JOIN generate_subscripts(b_id, 1) j ON b_sec[j] = k GROUP BY k) x;
      -- Each ticket's section (null when not this office's) and, for a seat, whether it is on the
      -- map as it is now, under the lock, and held by no valid ticket.
      SELECT array_agg(array_position(sec_id, t_section[j]) ORDER BY j),
          array_agg(CASE WHEN t_seat[j] IS NULL THEN true ELSE coalesce((SELECT
              NOT coalesce(t_row[j] > s.rows OR t_num[j] > s.seats_per_row OR t_seat[j] = ANY (s.missing_seats), false)
              AND NOT EXISTS (SELECT 1 FROM ticket x WHERE x.tenant_id = p_tenant AND x.box_office_id = p_office
                AND x.section_id = s.id AND x.seat = t_seat[j] AND x.valid)
            FROM box_office_section s WHERE s.tenant_id = p_tenant AND s.id = t_section[j] AND s.id = ANY (sec_id)),
            false) END ORDER BY j)
        INTO t_sec, t_seat_ok
        FROM generate_subscripts(t_sale, 1) j;
      sec_left0 := sec_left;
      b_left0 := b_left;
      t_batch := array_fill(NULL::int, ARRAY[cardinality(t_sale)]);
      sale_id := array_fill(NULL::bigint, ARRAY[n_sales]);
      sale_total := array_fill(NULL::numeric, ARRAY[n_sales]);
      seq := pg_get_serial_sequence('ticket_sale', 'id')::regclass;

      -- Each sale in arrival order, against what the sales before it left; no SQL in this loop.
      FOR k IN 1 .. n_sales LOOP
        ok := s_lo[k] <= s_hi[k];
        save_sec := sec_left;
        save_b := b_left;
        n_taken := cardinality(taken);
        total := 0;
        FOR j IN s_lo[k] .. s_hi[k] LOOP
          si := t_sec[j];
          IF si IS NULL OR sec_left[si] < 1 OR NOT t_seat_ok[j] THEN ok := false; EXIT; END IF;
          sec_left[si] := sec_left[si] - 1;
          IF t_seat[j] IS NOT NULL THEN
            key := t_section[j] || '|' || t_seat[j];
            IF key = ANY (taken) THEN ok := false; EXIT; END IF;
            taken := taken || key;
          END IF;
          -- The first batch with places whose sale is open (batches.ts).
          bi := NULL;
          FOR x IN sec_b_lo[si] .. sec_b_hi[si] LOOP
            CONTINUE WHEN b_left[x] <= 0 OR b_end[x] < p_today;
            EXIT WHEN b_start[x] > p_today;
            bi := x;
            EXIT;
          END LOOP;
          IF bi IS NULL THEN ok := false; EXIT; END IF;
          b_left[bi] := b_left[bi] - 1;
          t_batch[j] := bi;
          total := total + b_price[bi];
        END LOOP;
        IF ok THEN
          sale_id[k] := nextval(seq);
          sale_total[k] := total;
        ELSE
          sec_left := save_sec;
          b_left := save_b;
          taken := taken[1:n_taken];
        END IF;
      END LOOP;

      UPDATE box_office_section s SET sold = s.sold + d.n
        FROM (SELECT sec_id[k] AS id, sec_left0[k] - sec_left[k] AS n FROM generate_subscripts(sec_id, 1) k) d
        WHERE s.tenant_id = p_tenant AND s.id = d.id AND d.n > 0 AND s.sold + d.n <= s.capacity;
      GET DIAGNOSTICS rc = ROW_COUNT;
      IF rc <> (SELECT count(*) FROM generate_subscripts(sec_id, 1) k WHERE sec_left0[k] > sec_left[k]) THEN
        RAISE EXCEPTION 'ticket.notAvailable';
      END IF;
      UPDATE ticket_batch t SET sold = t.sold + d.n
        FROM (SELECT b_id[k] AS id, b_left0[k] - b_left[k] AS n FROM generate_subscripts(b_id, 1) k) d
        WHERE t.tenant_id = p_tenant AND t.id = d.id AND d.n > 0 AND t.sold + d.n <= t.quantity;
      GET DIAGNOSTICS rc = ROW_COUNT;
      IF rc <> (SELECT count(*) FROM generate_subscripts(b_id, 1) k WHERE b_left0[k] > b_left[k]) THEN
        RAISE EXCEPTION 'ticket.notAvailable';
      END IF;

      INSERT INTO ticket_sale (tenant_id, id, box_office_id, buyer_person_id, buyer_name, buyer_email,
          payment_method, total, created_by)
        SELECT p_tenant, sale_id[e.k], p_office, (e.s->>'buyerPerson')::bigint, e.s->>'buyerName',
            e.s->>'buyerEmail', e.s->>'paymentMethod', sale_total[e.k], (e.s->>'user')::bigint
          FROM jsonb_array_elements(p_group->'sales') WITH ORDINALITY e(s, k)
          WHERE sale_id[e.k] IS NOT NULL;
      WITH ins AS (
        INSERT INTO ticket (tenant_id, sale_id, box_office_id, section_id, batch_id, seat, person_name,
            person_document, price, code)
          SELECT p_tenant, sale_id[t_sale[j]], p_office, t_section[j], b_id[t_batch[j]], t_seat[j],
              t_name[j], t_doc[j], b_price[t_batch[j]], t_code[j]
            FROM generate_subscripts(t_sale, 1) j WHERE sale_id[t_sale[j]] IS NOT NULL
          RETURNING id, code, batch_id, price)
      SELECT jsonb_build_object('sales', to_jsonb(sale_id), 'totals', to_jsonb(sale_total),
          'tickets', coalesce((SELECT jsonb_object_agg(code, jsonb_build_array(id, batch_id, price)) FROM ins), '{}'),
          'batches', coalesce((SELECT jsonb_object_agg(b_id[k], b_name[k]) FROM generate_subscripts(b_id, 1) k
            WHERE b_left0[k] > b_left[k]), '{}'))
        INTO result;
      RETURN result;
    END $fn$;
  `.execute(db)
}
