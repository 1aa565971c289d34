/** The `x-` keywords of DESIGN.md's schema conventions, known to ajv so that strict mode accepts them. */
export const schemaKeywords = [
  'x-resource',
  'x-ref',
  'x-unique',
  'x-immutable',
  'x-ui',
  'x-rules',
  'x-enum-labels',
  'x-labels',
  'x-feature',
  'x-occupancy',
  'x-column',
  'x-rich-text',
  'x-one-active-per',
  'x-frees-rooms',
  // The event's schema (docs/how-to/add-an-event-field.md): what follows from a field.
  'x-list',
  'x-copy',
  'x-placeholder',
  'x-report',
  // A part checked against a schema of its own, shown as that schema in the document (docs/checked-items.ts).
  'x-checked-as',
] as const

/**
 * The keywords a domain acts on when a record of such a schema is written (derived tables kept in
 * step, a rule over the tenant's records): each needs its listener registered at boot with
 * `app.registries.onWrite` (docs/domains.md), or the write fails rather than skipping it.
 */
export const writeKeywords = ['x-occupancy', 'x-one-active-per', 'x-frees-rooms'] as const

export type WriteKeyword = (typeof writeKeywords)[number]
