/** The document and badge tabs' calls (DESIGN.md wave 2 "Documents"), through the one fetch wrapper. */
import { http } from '../../providers/http'

export type DocumentType = 'BUDGET' | 'CONTRACT' | 'BEO' | 'COMMISSION'
export interface Signer {
  name: string
  email: string
  status?: string
  at?: string | null
  /** The built-in signing service's page for this signer (what it "e-mails"). */
  link?: string
}
export interface SignatureState {
  status: string | null
  signers: Signer[]
  error?: string | null
}
export interface EventDocument {
  id: number
  documentType: DocumentType
  template: { id: number; name: string | null }
  number: number
  version: number
  status: 'GENERATING' | 'DONE' | 'FAILED'
  reference: string | null
  error: string | null
  fileName: string | null
  signature: SignatureState | null
  changes: { since: number | null; added: number; removed: number; changed: number } | null
  /** The summary total it was made from; null for documents made before it was kept. */
  total?: number | null
  eventVersion?: number | null
  /** The event's money changed since it was made: a budget or contract to generate again. */
  outdated?: boolean
  createdAt: string
}
export interface BadgeRequest {
  id: number
  reference: string | null
  status: 'GENERATING' | 'DONE' | 'FAILED'
  error: string | null
  template: { id: number; name: string | null }
  count: number
  mine: boolean
  createdAt: string
}
export interface TemplateOption {
  id: number
  name: string
  type: string
  active: boolean
}
export interface RequesterOption {
  id: number
  name?: string | null
  person?: { id: number; name?: string | null } | null
  situation?: string
}

const base = (eventId: number) => `/events/event/${eventId}`

const listDocuments = (eventId: number, signal?: AbortSignal) =>
  http<EventDocument[]>(`${base(eventId)}/document`, { signal })
const generateDocument = (eventId: number, documentType: DocumentType, templateId: number) =>
  http<{ id: number }>(`${base(eventId)}/document`, {
    method: 'POST',
    json: { documentType, template: { id: templateId } },
  })
const downloadDocument = (eventId: number, id: number) =>
  http<Blob>(`${base(eventId)}/document/${id}/file`, { blob: true })
const deleteDocument = (eventId: number, id: number) =>
  http<void>(`${base(eventId)}/document/${id}`, { method: 'DELETE' })
const sendForSignature = (eventId: number, id: number, signers: Signer[]) =>
  http<SignatureState>(`${base(eventId)}/document/${id}/signature`, { method: 'POST', json: { signers } })
const readSignature = (eventId: number, id: number) =>
  http<SignatureState>(`${base(eventId)}/document/${id}/signature`)

const listBadges = (eventId: number, signal?: AbortSignal) =>
  http<BadgeRequest[]>(`${base(eventId)}/badge`, { signal })
const generateBadges = (eventId: number, templateId: number, requesters: number[]) =>
  http<{ reference: string }>(`${base(eventId)}/badge`, {
    method: 'POST',
    json: { template: { id: templateId }, requesters: requesters.map((id) => ({ id })) },
  })
const downloadByReference = (reference: string) => http<Blob>(`/events/file/r/${reference}`, { blob: true })

const listTemplates = (signal?: AbortSignal) =>
  http<{ content: TemplateOption[] }>('/events/template', { query: { size: 100 }, signal })
async function listRequesterOptions(eventId: number, signal?: AbortSignal) {
  const answer = await http<RequesterOption[] | { content: RequesterOption[] }>(
    `${base(eventId)}/requester`,
    {
      signal,
    },
  )
  return Array.isArray(answer) ? answer : answer.content
}

/** The document and badge calls, methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts). */
export const documentMethods = {
  listDocuments,
  generateDocument,
  downloadDocument,
  deleteDocument,
  sendForSignature,
  readSignature,
  listBadges,
  generateBadges,
  downloadByReference,
  listTemplates,
  listRequesterOptions,
}

type Registered = typeof documentMethods
declare module '../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
