import crypto from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import { withTenant } from '../../db/tenant.js'
import { readCompany } from '../../establishment/repository.js'
import { notFound } from '../../http/errors.js'
import { insertRecord, saveState } from '../local-store.js'
import type { SignerStatus } from './port.js'

export type Trx = Transaction<Database>
const KIND = 'SIGNING_LINK'
type LinkState = { envelopeId: string; email: string; usedAt: string | null }

/**
 * A signer's link of the built-in e-signature service: `/sign/<tenant>.<32 random bytes>`. The
 * tenant part only says where to look (every read stays behind that tenant's wall); the random
 * part is the proof, kept as a hash, so a link cannot be guessed nor moved to another tenant.
 */
export async function newSigningLink(trx: Trx, tenantId: number, envelopeId: string, email: string) {
  const token = `${tenantId}.${crypto.randomBytes(32).toString('base64url')}`
  const state: LinkState = { envelopeId, email, usedAt: null }
  await insertRecord(trx, tenantId, { port: 'esign', kind: KIND, externalId: digest(token), state })
  return `/sign/${token}`
}

const digest = (token: string) => `SL-${crypto.createHash('sha256').update(token).digest('base64url')}`

function tenantOf(token: string) {
  const m = /^([1-9]\d{0,11})\.[A-Za-z0-9_-]{43}$/.exec(token)
  if (!m) throw notFound()
  return Number(m[1])
}

type Envelope = {
  status: string
  document: { name?: string }
  signers: { name: string; email: string; status: SignerStatus }[]
}

/** The link's envelope and signer while the signer can still answer; 404 for anything else. */
async function openLink(trx: Trx, token: string, lock: boolean) {
  let q = trx
    .selectFrom('local_party_record')
    .select(['id', 'state'])
    .where('port', '=', 'esign')
    .where('kind', '=', KIND)
    .where('external_id', '=', digest(token))
  if (lock) q = q.forUpdate()
  const link = await q.executeTakeFirst()
  const state = link?.state as LinkState | undefined
  if (!link || !state || state.usedAt) throw notFound()
  const envelope = await trx
    .selectFrom('local_party_record')
    .select('state')
    .where('port', '=', 'esign')
    .where('kind', '=', 'ENVELOPE')
    .where('external_id', '=', state.envelopeId)
    .executeTakeFirst()
  const e = envelope?.state as Envelope | undefined
  const signer = e?.signers.find((s) => s.email === state.email)
  if (!e || e.status !== 'SENT' || signer?.status !== 'PENDING') throw notFound()
  return { link: { id: link.id, state }, envelope: e, signer }
}

/** What the signing page shows: the document, who signs, and the establishment's name and language. */
export const readSigningLink = (db: Kysely<Database>, token: string) =>
  withTenant(db, tenantOf(token), async (trx) => {
    const { envelope, signer } = await openLink(trx, token, false)
    const company = await readCompany(trx)
    return {
      document: envelope.document.name ?? '',
      signer: signer.name,
      establishment: company.trade_name || company.social_reason,
      language: company.language,
    }
  })

/**
 * The signer's answer through the link, once: the link row is locked so two clicks cannot both
 * count, the envelope gets the answer (the port's status operation reads it from there) and the
 * link is spent.
 */
export const answerSigningLink = (
  db: Kysely<Database>,
  token: string,
  status: Exclude<SignerStatus, 'PENDING'>,
  decide: (trx: Trx, envelopeId: string, email: string) => Promise<unknown>,
) =>
  withTenant(db, tenantOf(token), async (trx) => {
    const { link } = await openLink(trx, token, true)
    await decide(trx, link.state.envelopeId, link.state.email)
    await saveState(trx, link.id, { ...link.state, usedAt: new Date().toISOString().slice(0, 19) })
    return { status }
  })
