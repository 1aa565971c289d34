import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { browserFolderOf, checkBrowser } from './browser-graph.js'
import type { Import } from './import-graph.js'

const docs = (edges: string) => `
\`\`\`browser-layers
apps: admin
screens: custom/*
widgets: widgets
providers: providers
foundations: common
\`\`\`

\`\`\`browser
${edges}
\`\`\`
`
const graph = docs(`admin -> custom/events providers
custom/kanban -> custom/events widgets
custom/events -> providers widgets
widgets -> providers
providers -> common`)
const runtime = (from: string, to: string): Import => ({ from, to, typeOnly: false })
const clean: Import[] = [
  runtime('src/admin/methods.ts', 'src/custom/events/api.ts'),
  runtime('src/custom/kanban/KanbanCard.tsx', 'src/custom/events/SituationChip.tsx'),
  runtime('src/custom/events/api.ts', 'src/providers/http.ts'),
  runtime('src/custom/events/items/itemApi.ts', 'src/custom/events/items/environmentTypes.ts'),
  runtime('src/widgets/ReferenceInput.tsx', 'src/providers/http.ts'),
  runtime('src/providers/http.ts', 'common/error-body.ts'),
]

describe('the browser part of check-domains', () => {
  it('names folders: a feature with its sub-folders, src/ folders, the top files, common', () => {
    expect(browserFolderOf('src/custom/events/items/itemApi.ts')).toBe('custom/events')
    expect(browserFolderOf('src/custom/formParts.ts')).toBe('custom')
    expect(browserFolderOf('src/resources/validation/interpret.ts')).toBe('resources')
    expect(browserFolderOf('src/main.tsx')).toBe('app')
    expect(browserFolderOf('common/page.ts')).toBe('common')
    expect(browserFolderOf('src/providers/http.test.ts')).toBeUndefined()
    expect(browserFolderOf('server/app.ts')).toBeUndefined()
  })

  it('passes imports that follow the graph', () => {
    expect(checkBrowser(clean, graph)).toEqual({ problems: [], edges: 5 })
  })

  it('fails on a planted cycle between two features, in the code and in the graph', () => {
    const back = runtime('src/custom/events/EventEdit.tsx', 'src/custom/kanban/KanbanCard.tsx')
    expect(checkBrowser([...clean, back], graph).problems).toEqual([
      'custom/events -> custom/kanban is not in the browser graph of docs/domains.md (src/custom/events/EventEdit.tsx imports src/custom/kanban/KanbanCard.tsx)',
    ])
    const cyclic = graph.replace('custom/events -> providers', 'custom/events -> custom/kanban providers')
    expect(checkBrowser([...clean, back], cyclic).problems).toEqual([
      'the browser graph of docs/domains.md has a cycle: custom/events -> custom/kanban -> custom/events',
    ])
  })

  it('fails on a provider importing a screen, even for a type, and on the graph allowing it', () => {
    const up: Import = {
      from: 'src/providers/customMethods.ts',
      to: 'src/custom/events/api.ts',
      typeOnly: true,
    }
    expect(checkBrowser([...clean, up], graph).problems).toEqual([
      'providers -> custom/events is not in the browser graph of docs/domains.md (src/providers/customMethods.ts imports src/custom/events/api.ts)',
    ])
    const allowing = graph.replace('providers -> common', 'providers -> common custom/events')
    expect(checkBrowser([...clean, up], allowing).problems).toEqual([
      'the browser graph of docs/domains.md has a cycle: custom/events -> providers -> custom/events',
      'providers -> custom/events goes up, from providers to screens',
    ])
  })

  it('fails on a folder in no layer, and on an api module taking a type from a component', () => {
    const shell = docs('shell -> providers')
    expect(checkBrowser([], shell).problems).toEqual([
      'shell is in no layer of docs/domains.md (browser-layers)',
    ])
    const wire: Import = {
      from: 'src/custom/events/items/itemApi.ts',
      to: 'src/custom/events/items/SummaryTab.tsx',
      typeOnly: true,
    }
    expect(checkBrowser([...clean, wire], graph).problems).toEqual([
      'src/custom/events/items/itemApi.ts imports the component src/custom/events/items/SummaryTab.tsx: wire types go in a types.ts or common/',
    ])
    // Any plain module taking a type from a component is refused; a component's own value is not.
    const props: Import = {
      from: 'src/custom/events/items/itemFormProps.ts',
      to: 'src/widgets/SaveCancelForm.tsx',
      typeOnly: true,
    }
    const assembly: Import = {
      from: 'src/widgets/index.ts',
      to: 'src/widgets/DateWidget.tsx',
      typeOnly: false,
    }
    expect(checkBrowser([...clean, props, assembly], graph).problems).toEqual([
      'src/custom/events/items/itemFormProps.ts imports the component src/widgets/SaveCancelForm.tsx: wire types go in a types.ts or common/',
    ])
  })

  it('reads the layers and graph docs/domains.md holds', () => {
    expect(checkBrowser(clean.slice(0, 0), fs.readFileSync('docs/domains.md', 'utf8')).problems).toEqual([])
  })
})
