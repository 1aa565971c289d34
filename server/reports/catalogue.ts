import { reportFeature, reports, type ReportType } from '../../common/reports/catalogue.js'
import type { ReportDefinition, ReportReader } from './definition.js'
import { accommodationReport } from './types/accommodation.js'
import { cancellationReport } from './types/cancellation.js'
import { costsReport } from './types/costs.js'
import { eventReport } from './types/event.js'
import { kanbanReport } from './types/kanban.js'
import { conversionReport } from './types/conversion.js'
import { lostBusinessReport } from './types/lost-business.js'
import { paceReport } from './types/pace.js'
import { requesterRankingReport } from './types/requester-ranking.js'
import { statisticsReport } from './types/statistics.js'
import { equipmentReport } from './types/equipment.js'
import { mealReport } from './types/meal.js'
import { peopleReport } from './types/people.js'
import { timelineReport } from './types/timeline.js'

/**
 * How each report of common/reports/catalogue.ts reads. Keyed by its type, so a report listed
 * there without a reader here (or a reader of no listed report) does not compile.
 */
const readers: Record<ReportType, ReportReader> = {
  event: eventReport,
  costs: costsReport,
  cancellation: cancellationReport,
  equipment: equipmentReport,
  meal: mealReport,
  timeline: timelineReport,
  kanban: kanbanReport,
  statistics: statisticsReport,
  people: peopleReport,
  accommodation: accommodationReport,
  'requester-ranking': requesterRankingReport,
  pace: paceReport,
  'lost-business': lostBusinessReport,
  conversion: conversionReport,
}

/** The reports by route name: each reader with its catalogue entry's name, feature and options. */
export function reportCatalogue(): Map<string, ReportDefinition> {
  return new Map(
    reports.map((r) => [
      r.type,
      { ...readers[r.type], type: r.type, feature: reportFeature(r.type), options: r.options },
    ]),
  )
}
