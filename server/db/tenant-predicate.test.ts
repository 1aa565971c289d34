import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely'
import { describe, expect, it } from 'vitest'
import type { Database } from './types.js'
import { TenantPredicatePlugin } from './tenant-predicate.js'

const columns = new Map([
  ['event', 'tenant_id'],
  ['event_item', 'tenant_id'],
  ['registry_record', 'tenant_id'],
  ['tenant', 'id'],
])
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
}).withPlugin(new TenantPredicatePlugin(7, columns))

describe('tenant predicate plugin', () => {
  it('adds the predicate to a plain select, with the tenant as a parameter', () => {
    const q = db.selectFrom('event').select('id').where('id', '=', 3).compile()
    expect(q.sql).toBe('select "id" from "event" where "id" = $1 and "event"."tenant_id" = $2')
    expect(q.parameters).toEqual([3, 7])
  })

  it('names the alias, and the tenant table by its id', () => {
    const q = db.selectFrom('tenant as t').select('t.code').compile()
    expect(q.sql).toBe('select "t"."code" from "tenant" as "t" where "t"."id" = $1')
  })

  it('keeps an OR of the query apart from the predicate', () => {
    const q = db
      .selectFrom('event')
      .select('id')
      .where((eb) => eb.or([eb('id', '=', 1), eb('id', '=', 2)]))
      .compile()
    expect(q.sql).toBe('select "id" from "event" where ("id" = $1 or "id" = $2) and "event"."tenant_id" = $3')
    const raw = db
      .selectFrom('event')
      .select('id')
      .where(sql<boolean>`id = 1 or id = 2`)
      .compile()
    expect(raw.sql).toBe('select "id" from "event" where (id = 1 or id = 2) and "event"."tenant_id" = $1')
  })

  it('leaves platform tables alone', () => {
    const q = db.selectFrom('app_user').select('email').compile()
    expect(q.sql).toBe('select "email" from "app_user"')
  })

  it('puts the predicate of a joined table in its ON (outer rows stay)', () => {
    const q = db
      .selectFrom('event as e')
      .leftJoin('event_item as i', 'i.event_id', 'e.id')
      .innerJoin('app_user as u', 'u.id', 'e.created_by')
      .select('e.id')
      .compile()
    expect(q.sql).toBe(
      'select "e"."id" from "event" as "e" left join "event_item" as "i" on "i"."event_id" = "e"."id" and "i"."tenant_id" = $1' +
        ' inner join "app_user" as "u" on "u"."id" = "e"."created_by" where "e"."tenant_id" = $2',
    )
  })

  it('walls subqueries and CTE bodies, not the CTE name', () => {
    const q = db
      .with('recent', (w) => w.selectFrom('event').select('id'))
      .selectFrom('recent')
      .select('id')
      .where('id', 'in', (s) => s.selectFrom('event_item').select('event_id'))
      .compile()
    expect(q.sql).toBe(
      'with "recent" as (select "id" from "event" where "event"."tenant_id" = $1) select "id" from "recent"' +
        ' where "id" in (select "event_id" from "event_item" where "event_item"."tenant_id" = $2)',
    )
  })

  it('walls update and delete', () => {
    expect(db.updateTable('event').set({ name: 'x' }).where('id', '=', 1).compile().sql).toBe(
      'update "event" set "name" = $1 where "id" = $2 and "event"."tenant_id" = $3',
    )
    expect(db.deleteFrom('event_item as i').compile().sql).toBe(
      'delete from "event_item" as "i" where "i"."tenant_id" = $1',
    )
  })

  it('sets a missing tenant on insert and refuses another one', () => {
    const q = db
      .insertInto('event_item')
      .values({ event_id: 1, kind: 'meal' } as never)
      .compile()
    expect(q.sql).toBe('insert into "event_item" ("event_id", "kind", "tenant_id") values ($1, $2, $3)')
    expect(q.parameters).toEqual([1, 'meal', 7])
    expect(
      db.insertInto('event_item').values({ tenant_id: 7, event_id: 1, kind: 'meal' }).compile().parameters,
    ).toContain(7)
    expect(() =>
      db.insertInto('event_item').values({ tenant_id: 8, event_id: 1, kind: 'meal' }).compile(),
    ).toThrow(/another tenant/)
  })

  it('rewrites builder parts inside raw sql, never the raw text', () => {
    const inner = db.selectFrom('registry_record').select('id')
    const q = sql`select count(*) from (${inner}) x, event`.compile(db)
    expect(q.sql).toBe(
      'select count(*) from ((select "id" from "registry_record" where "registry_record"."tenant_id" = $1)) x, event',
    )
  })
})
