import { reportFeature, reports } from '../../common/reports/catalogue.js'
import type { ReportDefinition } from './definition.js'
import { definitions } from './generated/definitions.js'

/**
 * The reports by route name, in the menu's order: each file's reader (server/reports/types/<name>.ts,
 * listed by `npm run generate` in ./generated/definitions.ts) with its name, feature and options.
 */
export function reportCatalogue(): Map<string, ReportDefinition> {
  return new Map(
    reports.map(({ type }) => {
      const { reader, options } = definitions[type]
      return [type, { ...reader, type, feature: reportFeature(type), options }]
    }),
  )
}
