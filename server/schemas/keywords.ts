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
] as const
