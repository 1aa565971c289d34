/**
 * A comma-separated list in a path or query (`NEW,CONFIRMED`, `1,2,3`): the route validates it as
 * text and parses it with its reader (availability/window.ts idList / valueList); the document
 * shows it as the array it is, `style: simple` in a path and `form, explode: false` in a query
 * (server/docs/comma-lists.ts), so a generated client sends a list and a validator checks items.
 */
export const COMMA_LIST = 'x-comma-list'

export function commaList(items: Record<string, unknown>, description?: string) {
  return { type: 'string', maxLength: 2000, [COMMA_LIST]: items, ...(description ? { description } : {}) }
}
