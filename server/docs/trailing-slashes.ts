type Doc = { paths?: Record<string, unknown> }

/**
 * The router ignores a trailing slash (app.ts `ignoreTrailingSlash`), so the spec's
 * `POST /events/technical-access/` answers at `/events/technical-access` too: the document names
 * each path once, without the slash that linters and client generators flag.
 */
export function withoutTrailingSlashes<T extends Doc>(doc: T): T {
  if (!doc.paths) return doc
  const paths: Record<string, unknown> = {}
  for (const [path, item] of Object.entries(doc.paths)) {
    const bare = path.length > 1 ? path.replace(/\/+$/, '') : path
    paths[bare in paths || (bare !== path && bare in doc.paths) ? path : bare] = item
  }
  doc.paths = paths
  return doc
}
