/**
 * The domain graph check of `npm test` (issue 32): the runtime imports between server domain folders
 * (and `common/`), found by dependency-cruiser, must be edges of the graph in docs/domains.md.
 * The graph's own edges form no cycle; an edge in its "to cut" list is a known backward import
 * still to remove: it is tolerated while it exists, and the check fails once it is gone until the
 * list forgets it, so the list only shrinks. Type-only imports are free (they vanish at run time).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

type Graph = Map<string, Set<string>>

/** `a -> b c d` lines of the fenced block named `lang` (comments after `#`). */
function block(markdown: string, lang: string): Graph {
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

const domainOf = (file: string) => {
  const parts = file.split('/')
  if (parts[0] === 'common') return 'common'
  return parts[0] === 'server' && parts.length > 2 ? parts[1] : undefined
}

/** The runtime imports between domains, as `from -> to` with one example file pair each. */
function actualEdges(): Map<string, string> {
  const out = execFileSync(
    'npx',
    ['depcruise', 'server', 'common', '--no-config', '--ts-config', 'tsconfig.json', '--output-type', 'json'],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )
  const result = JSON.parse(out) as {
    modules: { source: string; dependencies: { resolved: string; dependencyTypes: string[] }[] }[]
  }
  const edges = new Map<string, string>()
  for (const m of result.modules) {
    const from = domainOf(m.source)
    if (!from || /\.test\.ts$/.test(m.source)) continue
    for (const d of m.dependencies) {
      if (d.dependencyTypes.includes('type-only')) continue
      const to = domainOf(d.resolved)
      if (to && to !== from && !edges.has(`${from} -> ${to}`))
        edges.set(`${from} -> ${to}`, `${m.source} imports ${d.resolved}`)
    }
  }
  return edges
}

/** A cycle of the graph (as a path), or undefined when it has none. */
function cycleOf(graph: Graph): string[] | undefined {
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

const markdown = fs.readFileSync('docs/domains.md', 'utf8')
const allowed = block(markdown, 'domains')
const toCut = block(markdown, 'cut')
const has = (g: Graph, edge: string) => {
  const [from, to] = edge.split(' -> ')
  return g.get(from)?.has(to) ?? false
}
const problems: string[] = []
const cycle = cycleOf(allowed)
if (cycle) problems.push(`the graph of docs/domains.md has a cycle: ${cycle.join(' -> ')}`)
const edges = actualEdges()
for (const [edge, example] of edges)
  if (!has(allowed, edge) && !has(toCut, edge))
    problems.push(`${edge} is not in the graph of docs/domains.md (${example})`)
for (const [from, targets] of toCut)
  for (const to of targets)
    if (!edges.has(`${from} -> ${to}`))
      problems.push(`${from} -> ${to} is gone: remove it from the "to cut" list of docs/domains.md`)

if (problems.length) {
  console.error(`check-domains: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
const cut = [...toCut.values()].reduce((n, s) => n + s.size, 0)
console.log(
  `check-domains: ${edges.size} imports between domains follow the graph; ${cut} backward ones still to cut`,
)
