/**
 * The graphs of docs/domains.md and the checks of `scripts/check-domains.ts` over them, apart from
 * dependency-cruiser so that a unit test can plant a cycle or a wrong import and see it refused.
 */
export type Graph = Map<string, Set<string>>

/** One import as dependency-cruiser found it: file to file, and whether it names types only. */
export interface Import {
  from: string
  to: string
  typeOnly: boolean
}

/** `a -> b c d` lines of the fenced block named `lang` (comments after `#`). */
export function block(markdown: string, lang: string): Graph {
  const found = new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(markdown)
  if (!found) throw new Error(`docs/domains.md has no \`\`\`${lang} block`)
  const graph: Graph = new Map()
  for (const raw of found[1].split('\n')) {
    const line = raw.replace(/#.*/, '').trim()
    if (!line) continue
    const [from, to = ''] = line.split('->').map((s) => s.trim())
    const targets = graph.get(from) ?? new Set<string>()
    to.split(/\s+/)
      .filter(Boolean)
      .forEach((t) => targets.add(t))
    graph.set(from, targets)
  }
  return graph
}

export const hasEdge = (g: Graph, from: string, to: string) => g.get(from)?.has(to) ?? false

/** A cycle of the graph (as a path), or undefined when it has none. */
export function cycleOf(graph: Graph): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (n: string): string[] | undefined => {
    if (state.get(n) === 'done') return undefined
    if (state.get(n) === 'open') return [...path.slice(path.indexOf(n)), n]
    state.set(n, 'open')
    path.push(n)
    for (const next of graph.get(n) ?? []) {
      const found = visit(next)
      if (found) return found
    }
    path.pop()
    state.set(n, 'done')
    return undefined
  }
  for (const n of graph.keys()) {
    const found = visit(n)
    if (found) return found
  }
  return undefined
}

/**
 * Imports between the folders `folderOf` names, as `from -> to` with one example each; a file
 * `folderOf` leaves out (a test, a file outside the graph) neither imports nor is imported.
 */
export function folderEdges(
  imports: Import[],
  folderOf: (file: string) => string | undefined,
  withTypes: boolean,
): Map<string, string> {
  const edges = new Map<string, string>()
  for (const i of imports) {
    if (i.typeOnly && !withTypes) continue
    const [from, to] = [folderOf(i.from), folderOf(i.to)]
    if (from && to && from !== to && !edges.has(`${from} -> ${to}`))
      edges.set(`${from} -> ${to}`, `${i.from} imports ${i.to}`)
  }
  return edges
}

/**
 * A circle of files that import each other at run time (issue 50: summary → items/environment →
 * environment-booking → lost-business → money → summary), or undefined; tests are left out, and
 * type-only imports unless `withTypes` (check-domains counts them: two files that need each
 * other's types are one concern, or a type that belongs in a file of its own).
 */
export function fileCycle(imports: Import[], withTypes = false): string[] | undefined {
  const graph: Graph = new Map()
  const test = (f: string) => /\.test\.tsx?$/.test(f)
  for (const i of imports) {
    if ((i.typeOnly && !withTypes) || test(i.from) || test(i.to) || i.to.includes('node_modules')) continue
    const targets = graph.get(i.from) ?? new Set<string>()
    targets.add(i.to)
    graph.set(i.from, targets)
  }
  return cycleOf(graph)
}
