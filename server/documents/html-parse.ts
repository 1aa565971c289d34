import { defaultTreeAdapter, parseFragment, type DefaultTreeAdapterMap, type TreeAdapter } from 'parse5'

/**
 * How deep a template's markup may nest. An editor's template is a table in a div in a list at
 * worst (tens of levels); the HTML parser's scope checks walk the open elements at every tag, so
 * 20,000 levels made parsing quadratic (13.9 s holding the event loop) and every recursive walk
 * over the tree (sanitiser, filler, PDF) could overflow the stack.
 */
export const MAX_HTML_DEPTH = 100
/**
 * How many elements a template may make (its tables come from placeholders: a long contract is a
 * few thousand). The 400 KB body cap alone does not bound it: misnested formatting tags
 * (`<b><i>…</b>`) are recreated by the parser at every later paragraph, so a short body can build
 * millions of nodes; and parsing, sanitising and drawing 20,000 take a few hundred ms at most.
 */
export const MAX_HTML_NODES = 20_000

/** What makes a body too costly to take, as a locale key under `error.` (images: html-images.ts). */
export type HtmlLimit = 'htmlTooDeep' | 'htmlTooLarge' | 'imageTooLarge' | 'imageInvalid'

/** Thrown as soon as a limit is crossed, so the parser stops at once instead of finishing the work. */
export class HtmlLimitError extends Error {
  constructor(readonly limit: HtmlLimit) {
    super(`template markup: ${limit}`)
  }
}

type P5 = DefaultTreeAdapterMap

/**
 * Parses a fragment with the limits checked while parsing: the parser reports every element it
 * pushes on and pops off its stack of open elements (which is what its cost grows with) and
 * every node it creates, and the first one past a limit aborts the parse.
 */
export function parseBounded(html: string): P5['documentFragment'] {
  let depth = 0
  let nodes = 0
  const created = () => {
    if (++nodes > MAX_HTML_NODES) throw new HtmlLimitError('htmlTooLarge')
  }
  const adapter: TreeAdapter<P5> = {
    ...defaultTreeAdapter,
    createElement(tagName, namespaceURI, attrs) {
      created()
      return defaultTreeAdapter.createElement(tagName, namespaceURI, attrs)
    },
    createCommentNode(data) {
      created()
      return defaultTreeAdapter.createCommentNode(data)
    },
    onItemPush() {
      if (++depth > MAX_HTML_DEPTH) throw new HtmlLimitError('htmlTooDeep')
    },
    onItemPop() {
      depth--
    },
  }
  return parseFragment(html, { treeAdapter: adapter })
}
