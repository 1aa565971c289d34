import fastJson from 'fast-json-stringify'

/**
 * The event list's page written by fast-json-stringify instead of JSON.stringify (issue 15). It
 * is the handler's serializer, not a route response schema: the OpenAPI document keeps its own
 * answers (server/docs), and a route schema would replace them. fast-json-stringify writes the
 * schema's properties in the schema's order, then the object's other keys in their own order, so
 * the answer's order is this schema's, not toJson's: toJson puts situation, waitList and
 * cancellationObservation before the server's fields and the references after them, and here the
 * references follow the fields a client writes; kanbanStatus, which the schema does not name, comes
 * last (in the read, after requesters and allowedActions). It is byte-identical to JSON.stringify
 * of an object whose keys are already in that order (list-response.test.ts), and list-sql.ts writes
 * the list's rows in it. References and the creator carry labels whose key is a registry's label
 * field, so they are left free ({}: written as JSON.stringify would).
 */
const text = { type: 'string' }
const textOrNull = { type: ['string', 'null'] }
const flag = { type: 'boolean' }
const count = { type: 'number' }
const countOrNull = { type: ['number', 'null'] }
const free = {}

export const eventListItem = {
  type: 'object',
  properties: {
    id: count,
    // the plain fields a client writes (eventFields), in their order
    name: text,
    clientName: textOrNull,
    startDate: text,
    endDate: text,
    priority: textOrNull,
    confirmDate: textOrNull,
    preEvent: flag,
    estimatedPeople: countOrNull,
    observation: textOrNull,
    courtesyDailies: count,
    internal: flag,
    generatesContract: flag,
    // the references (eventRefs, but cancellationReason before waitListGroup, no kanbanStatus)
    customer: free,
    eventType: free,
    areaInterest: free,
    origin: free,
    location: free,
    currencyCompany: free,
    cancellationReason: free,
    waitListGroup: free,
    situation: text,
    waitList: flag,
    guid: text,
    hasBudget: flag,
    hasContract: flag,
    retroactiveStart: flag,
    startedAt: textOrNull,
    confirmedAt: textOrNull,
    canceledAt: textOrNull,
    cancellationObservation: textOrNull,
    createdBy: free,
    createdAt: text,
    updatedAt: text,
    version: count,
  },
  additionalProperties: true,
}

/** The Spring page of pageOf, in its order. */
const eventPageSchema = {
  type: 'object',
  properties: {
    content: { type: 'array', items: eventListItem },
    totalElements: count,
    totalPages: count,
    size: count,
    number: count,
    numberOfElements: count,
  },
}

/** Writes a page of toJson'd, labelled events exactly as JSON.stringify would. */
export const stringifyEventPage = fastJson(eventPageSchema as Parameters<typeof fastJson>[0])

/** One event as GET /events/event/:id answers: the list's fields, its requesters and actions. */
export const stringifyEvent = fastJson({
  type: 'object',
  properties: {
    ...eventListItem.properties,
    requesters: free,
    allowedActions: { type: 'array', items: text },
  },
  additionalProperties: true,
} as Parameters<typeof fastJson>[0])

/** The counts per situation, in the asked order. */
export const stringifyTotals = fastJson({
  type: 'array',
  items: {
    type: 'object',
    properties: { situation: text, total: count },
    additionalProperties: true,
  },
} as Parameters<typeof fastJson>[0])
