/**
 * The graph check of `npm test` (issues 32 and 50), over the imports dependency-cruiser finds in
 * server/, common/ and src/, against docs/domains.md.
 * Server: the runtime imports between domain folders (and `common/`) must be edges of the
 * ```domains graph, whose own edges form no cycle; an edge in its "to cut" list is a known backward
 * import still to remove: it is tolerated while it exists, and the check fails once it is gone
 * until the list forgets it, so the list only shrinks. Type-only imports are free there.
 * Browser: the folders of src/ follow the ```browser graph and its layers (scripts/lib/browser-graph.ts).
 * Files: no circle of files importing each other at run time, on either side.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { checkBrowser } from './lib/browser-graph.js'
import { block, cycleOf, fileCycle, folderEdges, hasEdge, type Import } from './lib/import-graph.js'

const domainOf = (file: string) => {
  if (/\.test\.ts$/.test(file)) return undefined
  const parts = file.split('/')
  if (parts[0] === 'common') return 'common'
  return parts[0] === 'server' && parts.length > 2 ? parts[1] : undefined
}

/** Every import between the project's files; node_modules is neither followed nor listed. */
function imports(): Import[] {
  const out = execFileSync(
    'npx',
    [
      'depcruise',
      ...['server', 'common', 'src', '--no-config', '--ts-config', 'tsconfig.json'],
      ...['--ts-pre-compilation-deps', '--exclude', 'node_modules', '--output-type', 'json'],
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )
  const result = JSON.parse(out) as {
    modules: { source: string; dependencies: { resolved: string; dependencyTypes: string[] }[] }[]
  }
  return result.modules.flatMap((m) =>
    m.dependencies.map((d) => ({
      from: m.source,
      to: d.resolved,
      typeOnly: d.dependencyTypes.includes('type-only'),
    })),
  )
}

const markdown = fs.readFileSync('docs/domains.md', 'utf8')
const allowed = block(markdown, 'domains')
const toCut = block(markdown, 'cut')
const problems: string[] = []
const cycle = cycleOf(allowed)
if (cycle) problems.push(`the graph of docs/domains.md has a cycle: ${cycle.join(' -> ')}`)
const found = imports()
const edges = folderEdges(found, domainOf, false)
for (const [edge, example] of edges) {
  const [from, to] = edge.split(' -> ')
  if (!hasEdge(allowed, from, to) && !hasEdge(toCut, from, to))
    problems.push(`${edge} is not in the graph of docs/domains.md (${example})`)
}
for (const [from, targets] of toCut)
  for (const to of targets)
    if (!edges.has(`${from} -> ${to}`))
      problems.push(`${from} -> ${to} is gone: remove it from the "to cut" list of docs/domains.md`)
const browser = checkBrowser(found, markdown)
problems.push(...browser.problems)
const circle = fileCycle(found, true)
if (circle) problems.push(`files import each other in a circle: ${circle.join(' -> ')}`)

if (problems.length) {
  console.error(`check-domains: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
const cut = [...toCut.values()].reduce((n, s) => n + s.size, 0)
console.log(
  `check-domains: ${edges.size} imports between domains follow the graph; ${cut} backward ones still to cut; ` +
    `${browser.edges} imports between browser folders follow its graph and layers, 0 cycles; 0 circles of files`,
)
