import { reportFeature, reports, type ReportType } from '../../common/reports/catalogue.js'
import type { ReportDefinition, ReportEntry } from './definition.js'
import { report as accommodation } from './types/accommodation.js'
import { report as cancellation } from './types/cancellation.js'
import { report as conversion } from './types/conversion.js'
import { report as costs } from './types/costs.js'
import { report as equipment } from './types/equipment.js'
import { report as event } from './types/event.js'
import { report as kanban } from './types/kanban.js'
import { report as lostBusiness } from './types/lost-business.js'
import { report as meal } from './types/meal.js'
import { report as pace } from './types/pace.js'
import { report as people } from './types/people.js'
import { report as requesterRanking } from './types/requester-ranking.js'
import { report as statistics } from './types/statistics.js'
import { report as timeline } from './types/timeline.js'

/**
 * Each report of common/reports/catalogue.ts by its type, so a report listed there without a
 * definition here (or a definition of no listed report) does not compile.
 */
const definitions: { [T in ReportType]: ReportEntry<T> } = {
  event,
  costs,
  cancellation,
  equipment,
  meal,
  timeline,
  kanban,
  statistics,
  people,
  accommodation,
  'requester-ranking': requesterRanking,
  pace,
  'lost-business': lostBusiness,
  conversion,
}

/** The reports by route name, in the menu's order: each reader with its name, feature and options. */
export function reportCatalogue(): Map<string, ReportDefinition> {
  return new Map(
    reports.map(({ type }) => {
      const { reader, options } = definitions[type]
      return [type, { ...reader, type, feature: reportFeature(type), options }]
    }),
  )
}
