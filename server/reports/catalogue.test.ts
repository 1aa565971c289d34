import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reports, reportFeature } from '../../common/reports/catalogue.js'
import listed from '../../schemas/features.json' with { type: 'json' }
import { reportCatalogue } from './catalogue.js'

const typesDir = path.resolve('server/reports/types')
const locales = ['pt-BR', 'es', 'en-us'].map((l) => ({
  name: l,
  words: JSON.parse(fs.readFileSync(path.resolve('locales', `${l}.json`), 'utf8')) as {
    menu: { report: Record<string, string> }
    permissions: { features: Record<string, string> }
  },
}))

/** Adding a report is its file (its `defineReport`) and its words: these hold the rest to them. */
describe('report catalogue', () => {
  it('the server serves every report of the list, by its name, feature and options', () => {
    const served = [...reportCatalogue().values()].map((d) => [d.type, d.feature, d.options])
    expect(served).toEqual(reports.map((r) => [r.type, reportFeature(r.type), r.options]))
  })

  it('every reader or definition under server/reports/types is some report of the list', async () => {
    const readers = new Set([...reportCatalogue().values()].map((d) => d.batch))
    for (const file of fs.readdirSync(typesDir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
      const module = (await import(path.join(typesDir, file))) as Record<string, unknown>
      for (const [name, value] of Object.entries(module)) {
        const found = value as { batch?: unknown; reader?: { batch?: unknown } } | null
        const batch = found?.batch ?? found?.reader?.batch
        if (typeof batch === 'function') expect(readers.has(batch as never), `${file}: ${name}`).toBe(true)
      }
    }
  })

  it('a report feature is named nowhere but its catalogue entry', () => {
    expect(
      Object.values(listed.events)
        .flat()
        .filter((f) => f.startsWith('REPORT_')),
    ).toEqual([])
  })

  it('every report has its menu entry and permission words in every locale', () => {
    for (const { name, words } of locales)
      for (const { type } of reports) {
        expect(words.menu.report[type], `${name} menu.report.${type}`).toBeTruthy()
        expect(words.permissions.features[reportFeature(type)], `${name} ${reportFeature(type)}`).toBeTruthy()
      }
  })
})
