import { accepted, anyArray, fileOf, listOf, noContent, objectOf, ok } from '../http/answers.js'

// The document tab answers its own shapes (DESIGN.md wave 2 "Documents"), not the sub-item one.
const documentAccepted = objectOf({
  id: { type: 'integer' },
  reference: { type: 'string' },
  status: { type: 'string' },
  number: { type: 'integer' },
  version: { type: 'integer' },
})
// A document's e-signature as last known (server/documents/signature.ts); status null before any.
const signatureState = objectOf({
  status: { type: ['string', 'null'] },
  signers: listOf({
    name: { type: 'string' },
    email: { type: 'string' },
    status: { type: 'string' },
    at: { type: ['string', 'null'] },
  }),
  envelopeId: { type: ['string', 'null'] },
  reference: { type: 'string' },
  requestedAt: { type: 'string' },
  updatedAt: { type: 'string' },
  error: { type: ['string', 'null'] },
})

// Badges (DESIGN.md wave 2): the request's reference downloads the PDF from /events/file/r/{reference}.
const badgeAccepted = objectOf({
  id: { type: 'integer' },
  reference: { type: 'string' },
  status: { type: 'string' },
  count: { type: 'integer' },
})
const badgeList = listOf({
  id: { type: 'integer' },
  reference: { type: ['string', 'null'] },
  status: { type: 'string' },
  error: { type: ['string', 'null'] },
  template: objectOf({ id: { type: 'integer' }, name: { type: ['string', 'null'] } }),
  count: { type: 'integer' },
  mine: { type: 'boolean' },
  createdAt: { type: 'string' },
})

export const documentAnswers = {
  requested: accepted(documentAccepted),
  list: ok(anyArray),
  file: fileOf('application/pdf'),
  removed: noContent,
  signature: accepted(signatureState),
  signatureState: ok(signatureState),
}
export const badgeAnswers = { requested: accepted(badgeAccepted), list: ok(badgeList) }
