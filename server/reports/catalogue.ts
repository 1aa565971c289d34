import type { ReportDefinition } from './definition.js'
import { cancellationReport } from './types/cancellation.js'
import { eventReport } from './types/event.js'
import { requesterRankingReport } from './types/requester-ranking.js'
import { statisticsReport } from './types/statistics.js'
import { equipmentReport, mealReport, peopleReport, timelineReport } from './types/sub-items.js'

/**
 * The reports built so far, by the route name of event-domain.md §2. Not yet: costs, kanban and
 * accommodation (the kanban and accommodation tables are not on main yet).
 */
export function reportCatalogue(): Map<string, ReportDefinition> {
  return new Map(
    [
      eventReport,
      cancellationReport,
      statisticsReport,
      equipmentReport,
      mealReport,
      peopleReport,
      requesterRankingReport,
      timelineReport,
    ].map((r) => [r.type, r]),
  )
}
