import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.js'
import { withTenant } from '../../db/tenant.js'
import { insertRecord, lockRecord, partyGuid, partyId, partyOperation, saveState } from '../local-store.js'
import { PartyError } from '../party-error.js'
import { newSigningLink, type Trx } from './signing-links.js'
import type { Envelope, EnvelopeStatus, EsignPort, SignerStatus } from './port.js'

const KIND = 'ENVELOPE'
type Stored = Omit<Envelope, 'envelopeId' | 'guid'> & { document: unknown }

const answer = (envelopeId: string, guid: string, s: Stored): Envelope => ({
  envelopeId,
  guid,
  status: s.status,
  signers: s.signers,
})

function overall(signers: Stored['signers']): EnvelopeStatus {
  if (signers.some((s) => s.status === 'DECLINED')) return 'DECLINED'
  return signers.every((s) => s.status === 'SIGNED') ? 'COMPLETED' : 'SENT'
}

/** An e-signature service on our own database; signers sign on its signing page (signing-page.ts) through the link each one gets. */
export function localEsign(db: Kysely<Database>, tenantId: number): EsignPort {
  return {
    send: (r) =>
      partyOperation(db, tenantId, 'esign', 'send', async (trx) => {
        if (!r.signers?.length || r.signers.some((s) => !s.email?.includes('@')))
          throw new PartyError('INVALID', 'every signer needs an e-mail', partyGuid())
        const envelopeId = partyId('ENV')
        // Each signer's own single-use link: what this service "e-mails" (shown on the document tab).
        const signers: Stored['signers'] = []
        for (const s of r.signers)
          signers.push({
            name: s.name,
            email: s.email,
            status: 'PENDING',
            at: null,
            link: await newSigningLink(trx, tenantId, envelopeId, s.email),
          })
        const state: Stored = { status: 'SENT', document: r.document, signers }
        const guid = await insertRecord(trx, tenantId, {
          port: 'esign',
          kind: KIND,
          externalId: envelopeId,
          state,
        })
        return answer(envelopeId, guid, state)
      }),
    status: (envelopeId) =>
      partyOperation(db, tenantId, 'esign', 'status', async (trx) => {
        const row = await lockRecord(trx, 'esign', KIND, envelopeId)
        return answer(envelopeId, row.guid, row.state as Stored)
      }),
    cancel: (envelopeId) =>
      partyOperation(db, tenantId, 'esign', 'cancel', async (trx) => {
        const row = await lockRecord(trx, 'esign', KIND, envelopeId)
        const s = row.state as Stored
        if (s.status !== 'SENT') throw new PartyError('REJECT', `envelope is ${s.status}`, row.guid)
        const next = { ...s, status: 'CANCELLED' as const }
        await saveState(trx, row.id, next)
        return answer(envelopeId, row.guid, next)
      }),
  }
}

/**
 * A signer's answer recorded on the envelope (what the status operation then reads): only while the
 * envelope is out and that signer is still pending; false when there was nothing to decide.
 */
export async function decideEnvelope(
  trx: Trx,
  envelopeId: string,
  email: string,
  status: Exclude<SignerStatus, 'PENDING'>,
) {
  const row = await lockRecord(trx, 'esign', KIND, envelopeId)
  const s = row.state as Stored
  if (s.status !== 'SENT') throw new PartyError('REJECT', `envelope is ${s.status}`, row.guid)
  const at = new Date().toISOString().slice(0, 19)
  const signers = s.signers.map((x) =>
    x.email === email && x.status === 'PENDING' ? { ...x, status, at } : x,
  )
  const next = { ...s, signers, status: overall(signers) }
  await saveState(trx, row.id, next)
  return answer(envelopeId, row.guid, next)
}

/** What a signer does on the local service's page, without the page: demo data and tests use it. */
export async function signLocally(
  db: Kysely<Database>,
  tenantId: number,
  envelopeId: string,
  email: string,
  status: Exclude<SignerStatus, 'PENDING'>,
) {
  return withTenant(db, tenantId, (trx) => decideEnvelope(trx, envelopeId, email, status))
}

/** The envelope a signing link belongs to, as the signing page shows it. */
export async function readEnvelope(trx: Trx, envelopeId: string) {
  const row = await lockRecord(trx, 'esign', KIND, envelopeId)
  return row.state as Stored & { document: { name?: string } }
}
