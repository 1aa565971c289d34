import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'

type Trx = Transaction<Database>

/** The member's id when it is one of the caller's tenant (the wall hides every other tenant's). */
export async function memberId(trx: Trx, id: number): Promise<number | undefined> {
  const found = await trx.selectFrom('events_user').select('id').where('id', '=', id).executeTakeFirst()
  return found?.id
}

/** The member with this e-mail in the caller's tenant, compared without case. */
export async function memberIdByEmail(trx: Trx, email: string): Promise<number | undefined> {
  const found = await trx
    .selectFrom('events_user')
    .select('id')
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst()
  return found?.id
}
