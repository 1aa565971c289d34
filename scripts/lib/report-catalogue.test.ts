import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { commonModule, readReport, readReports, serverModule } from './report-catalogue.js'

const file = 'server/reports/types/requester-emails.ts'
const definition = (entry: string, imports = '') =>
  `${imports}\nconst reader = itemReport({})\nexport const report = defineReport({ ${entry}, reader })\n`

describe('the reports read from their files', () => {
  it('reads the type, the place and a list of option names', () => {
    expect(
      readReport(file, definition(`type: 'requester-emails', order: 150, options: ['startDate']`)),
    ).toEqual({
      type: 'requester-emails',
      order: 150,
      options: "['startDate']",
    })
    const typed = definition(`type: 'requester-emails', order: 150, options: ['startDate'] as const`)
    expect(readReport(file, typed)?.options).toBe("['startDate']")
  })

  it('reads a list imported from common/ and writes its import beside the list', () => {
    const imports = "import { eventList } from '../../../common/reports/options.js'"
    const report = readReport(
      file,
      definition(`type: 'requester-emails', order: 150, options: eventList`, imports),
    )
    expect(report?.list).toEqual({ name: 'eventList', module: 'common/reports/options.js' })
    const text = commonModule([report!], '/* x */')
    expect(text).toContain("import { eventList } from '../reports/options.js'")
    expect(text).toContain("{ type: 'requester-emails', options: eventList },")
  })

  it('leaves a helper alone and refuses what the browser could not be given', () => {
    expect(readReport('server/reports/types/items.ts', 'export function itemReport() {}')).toBeUndefined()
    expect(() => readReport(file, definition(`type: 'other', order: 1, options: []`))).toThrow(/file's name/)
    expect(() => readReport(file, definition(`type: 'requester-emails', order: 1, options: local`))).toThrow(
      /not imported/,
    )
    const server = "import { list } from '../options.js'"
    expect(() =>
      readReport(file, definition(`type: 'requester-emails', order: 1, options: list`, server)),
    ).toThrow(/not from common/)
    expect(() => readReport(file, 'const report = defineReport({})')).toThrow(/export const report/)
  })

  it('lists the repository\u2019s reports in their menu order, each file\u2019s report by its type', () => {
    const reports = readReports(path.resolve('.'))
    expect(reports.map((r) => r.type).slice(0, 3)).toEqual(['event', 'costs', 'cancellation'])
    expect(new Set(reports.map((r) => r.order)).size).toBe(reports.length)
    expect(serverModule(reports, '')).toContain("'requester-ranking': requesterRankingReport,")
  })
})
