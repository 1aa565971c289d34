/**
 * The browser's part of the graph check (issue 50): the folders of src/ (docs/domains.md, "The
 * browser's graph") import one another only along the edges of its ```browser block, those edges
 * go down its ```browser-layers or stay in one layer and form no cycle, an api module (a
 * feature's server calls) imports no component, and no plain module takes a type from one. Type-only imports count here: a type a
 * provider takes from a screen ties the provider to that screen as much as a call does.
 */
import { block, cycleOf, folderEdges, hasEdge, type Import } from './import-graph.js'

/** The node of a file: `custom/<x>` for a feature (its sub-folders inside it), else src's folder. */
export function browserFolderOf(file: string): string | undefined {
  if (/\.test\.tsx?$/.test(file)) return undefined
  const parts = file.split('/')
  if (parts[0] === 'common') return 'common'
  if (parts[0] !== 'src') return undefined
  if (parts.length === 2) return 'app'
  if (parts[1] === 'custom') return parts.length === 3 ? 'custom' : `custom/${parts[2]}`
  return parts[1]
}

/** The layers top to bottom (`name: folder …`, `custom/*` for every feature folder). */
export function layersOf(markdown: string): { name: string; folders: string[] }[] {
  const found = /```browser-layers\n([\s\S]*?)```/.exec(markdown)
  if (!found) throw new Error('docs/domains.md has no ```browser-layers block')
  return found[1]
    .split('\n')
    .map((raw) => raw.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [name, folders = ''] = line.split(':').map((s) => s.trim())
      return { name, folders: folders.split(/\s+/).filter(Boolean) }
    })
}

/** A feature's server calls: `api.ts`, `itemApi.ts`, `documentsApi.ts`… */
export const isApiModule = (file: string) => /(^|\/)(api|[a-z]\w*Api)\.ts$/.test(file)

export interface BrowserCheck {
  problems: string[]
  edges: number
}

export function checkBrowser(imports: Import[], markdown: string): BrowserCheck {
  const layers = layersOf(markdown)
  const layerOf = (folder: string) =>
    layers.findIndex((l) =>
      l.folders.some((f) => f === folder || (f.endsWith('/*') && folder.startsWith(f.slice(0, -1)))),
    )
  const allowed = block(markdown, 'browser')
  const problems: string[] = []
  const cycle = cycleOf(allowed)
  if (cycle) problems.push(`the browser graph of docs/domains.md has a cycle: ${cycle.join(' -> ')}`)
  for (const [from, targets] of allowed)
    for (const to of targets) {
      const [above, below] = [layerOf(from), layerOf(to)]
      if (above < 0 || below < 0)
        problems.push(`${above < 0 ? from : to} is in no layer of docs/domains.md (browser-layers)`)
      else if (below < above)
        problems.push(`${from} -> ${to} goes up, from ${layers[above].name} to ${layers[below].name}`)
    }
  const edges = folderEdges(imports, browserFolderOf, true)
  for (const [edge, example] of edges) {
    const [from, to] = edge.split(' -> ')
    if (!hasEdge(allowed, from, to))
      problems.push(`${edge} is not in the browser graph of docs/domains.md (${example})`)
  }
  for (const i of imports)
    if (
      i.to.endsWith('.tsx') &&
      (isApiModule(i.from) || (i.typeOnly && /^src\/.*(?<!\.test)\.ts$/.test(i.from)))
    )
      problems.push(`${i.from} imports the component ${i.to}: wire types go in a types.ts or common/`)
  return { problems, edges: edges.size }
}
