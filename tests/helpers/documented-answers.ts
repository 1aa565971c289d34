import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js'

type Node = Record<string, any>

/**
 * Checks answers against the OpenAPI document the way an outside client's validator does: the
 * operation found by its path template, the status among its declared answers, the content type
 * among that answer's, and a JSON body valid for its schema (JSON Schema 2020-12, `$ref`s into
 * the document's components).
 */
export function documentedAnswers(doc: Node) {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false })
  // One copy of the components under a name, so each answer's `#/components/…` can point into it.
  ajv.addSchema({ components: doc.components }, 'doc')
  const compiled = new Map<object, ValidateFunction>()
  const validatorOf = (schema: object) => {
    let v = compiled.get(schema)
    if (!v) {
      const text = JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')
      v = ajv.compile(JSON.parse(text) as object)
      compiled.set(schema, v)
    }
    return v
  }
  // Static segments first: /events/event/dashboard is not /events/event/{id}.
  const templates = Object.keys(doc.paths as Node)
    .map((p) => ({ p, re: new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`), params: p.split('{').length }))
    .sort((a, b) => a.params - b.params)
  const resolve = (n: Node): Node =>
    n?.$ref
      ? resolve(
          n.$ref
            .replace(/^#\//, '')
            .split('/')
            .reduce((o: Node, k: string) => o?.[k], doc),
        )
      : n

  /** Why an answer is not the documented one, or null when it is. */
  return (a: { method: string; url: string; status: number; contentType: string; body: string }) => {
    const path = a.url.split('?')[0]
    // The public routes the matrix has no call for ask for the browser app's page, not the API.
    if (path === '/') return null
    const op = templates
      .filter((t) => t.re.test(path))
      .map((t) => doc.paths[t.p][a.method.toLowerCase()] as Node | undefined)
      .find(Boolean)
    if (!op) return `${a.method} ${path}: no operation in the document`
    const declared =
      op.responses?.[a.status] ?? op.responses?.[`${String(a.status)[0]}XX`] ?? op.responses?.default
    if (!declared) return `${a.method} ${path}: ${a.status} is not among the declared answers`
    const answer = resolve(declared)
    const media = a.contentType.split(';')[0].trim()
    if (!answer.content)
      return a.body === '' ? null : `${a.method} ${path} ${a.status}: a body where none is declared`
    // As OpenAPI's media type ranges: the exact type, then `text/*`, then `*/*`.
    const entry = [media, `${media.split('/')[0]}/*`, '*/*'].map((m) => answer.content[m]).find(Boolean)
    if (!entry)
      return `${a.method} ${path} ${a.status}: ${media || 'no content type'} is not declared (${Object.keys(answer.content).join(', ')})`
    if (!/json/.test(media) || !entry.schema) return null
    const validate = validatorOf(entry.schema as object)
    if (validate(JSON.parse(a.body))) return null
    const e = validate.errors?.[0]
    return `${a.method} ${path} ${a.status}: ${e?.instancePath || '(body)'} ${e?.message} (${e?.schemaPath})`
  }
}
