/** Document e-signature service: an envelope holds one document and its signers. */

export type SignerStatus = 'PENDING' | 'SIGNED' | 'DECLINED'
export type EnvelopeStatus = 'SENT' | 'COMPLETED' | 'DECLINED' | 'CANCELLED'

export interface SignatureRequest {
  /** Our stored file (stored_file id) and a reference (document id) the service keeps. */
  document: { fileId: number; name: string; reference: string }
  signers: { name: string; email: string }[]
}

export interface Envelope {
  envelopeId: string
  guid: string
  status: EnvelopeStatus
  signers: {
    name: string
    email: string
    status: SignerStatus
    at: string | null
    /** Where this signer signs, when the service hands it out (the local service's link, `/sign/…`). */
    link?: string
  }[]
}

export interface EsignPort {
  send(r: SignatureRequest): Promise<Envelope>
  status(envelopeId: string): Promise<Envelope>
  cancel(envelopeId: string): Promise<Envelope>
}
