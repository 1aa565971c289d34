import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { AppError, fieldError } from '../http/errors.js'
import { membershipsOf } from '../auth/identity.js'
import { forgetMembership } from '../auth/memberships.js'
import { sendMail } from '../mail/mailer.js'
import { asLocale, translate } from '../i18n/translate.js'

/**
 * Invitations (issue 14, defect 10): adding an e-mail that already belongs to a user of another
 * tenant must not change that person's sign-in by itself. The membership is created `pending`
 * (no sign-in, no tenant chooser) and counts once the person accepts the mailed key.
 */
const INVITATION_DAYS = 7
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newKey = () => Array.from(crypto.randomBytes(16), (b) => ALPHABET[b % ALPHABET.length]).join('')
const digest = (key: string) =>
  crypto.createHash('sha256').update(`invitation:${key.trim().toUpperCase()}`).digest('base64url')

/** Whether this user already has an accepted membership in a tenant other than `tenantId` (owner read). */
export async function belongsElsewhere(db: Kysely<Database>, userId: number, tenantId: number) {
  return (await membershipsOf(db, userId)).some((m) => m.tenantId !== tenantId)
}

/** A fresh invitation key for a pending membership: the hash is stored, the key goes by mail. */
export function invitationValues() {
  const key = newKey()
  return {
    key,
    values: {
      pending: true,
      invitation_key_hash: digest(key),
      invitation_expires_at: sql`now() + make_interval(days => ${INVITATION_DAYS})` as never,
    },
  }
}

/**
 * Queues the invitation mail in the tenant transaction that creates the membership (delivered by
 * the mail.send job over the platform's SMTP); the link comes from configuration.
 */
export async function sendInvitation(
  app: FastifyInstance,
  trx: Transaction<Database>,
  to: string,
  tenantId: number,
  key: string,
) {
  const company = await trx.selectFrom('company').select('language').orderBy('id').executeTakeFirst()
  const tenant = await trx.selectFrom('tenant').select('name').where('id', '=', tenantId).executeTakeFirst()
  const locale = asLocale(company?.language)
  const link = `${app.config.publicUrl}/accept-invitation/${key}`
  await sendMail(trx, {
    to,
    tenantId,
    subject: translate(locale, 'mail.invitation.subject', { tenant: tenant?.name ?? '' }),
    text: translate(locale, 'mail.invitation.body', { tenant: tenant?.name ?? '', link, key }),
  })
}

/**
 * Accepts a pending membership by its mailed key (404 when unknown, used or expired): the person
 * can sign in to the tenant from now on.
 */
export async function acceptInvitation(db: Kysely<Database>, key: string) {
  const accepted = await db
    .updateTable('events_user')
    .set({ pending: false, invitation_key_hash: null, invitation_expires_at: null })
    .where('invitation_key_hash', '=', digest(key))
    .where('pending', '=', true)
    .where('invitation_expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'tenant_id'])
    .executeTakeFirst()
  if (!accepted)
    throw new AppError(
      404,
      'user.invalidInvitation',
      [fieldError('key', 'user.invalidInvitation')],
      'Not Found',
    )
  forgetMembership(db, accepted.tenant_id, accepted.id)
  const tenant = await db
    .selectFrom('tenant')
    .select(['id', 'code', 'name'])
    .where('id', '=', accepted.tenant_id)
    .executeTakeFirstOrThrow()
  return { tenantId: tenant.id, tenantCode: tenant.code, tenantName: tenant.name }
}
