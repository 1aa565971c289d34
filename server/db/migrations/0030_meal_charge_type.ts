import { sql, type Kysely } from 'kysely'

/**
 * Meals gain `chargeType` (PER_PERSON, the default from now on, or PER_ITEM). Before it, a meal's
 * value counted once, whatever its people: the meals already stored become PER_ITEM, so no event's
 * total moves by itself on upgrade; a coordinator who meant a price per person switches the meal
 * to PER_PERSON and sees the new total (docs/decisions/0041-meals-per-person.md says so).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE event_item SET data = data || '{"chargeType": "PER_ITEM"}'::jsonb
    WHERE kind = 'meal' AND NOT data ? 'chargeType'
  `.execute(db)
}
