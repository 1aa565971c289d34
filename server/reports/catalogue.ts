import type { ReportDefinition } from './definition.js'
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
import { equipmentReport, mealReport, peopleReport, timelineReport } from './types/sub-items.js'

/** The eleven reports, by the route name of event-domain.md §2, and the three sales reports of issue 38. */
export function reportCatalogue(): Map<string, ReportDefinition> {
  return new Map(
    [
      eventReport,
      costsReport,
      cancellationReport,
      statisticsReport,
      equipmentReport,
      mealReport,
      peopleReport,
      requesterRankingReport,
      timelineReport,
      kanbanReport,
      accommodationReport,
      paceReport,
      lostBusinessReport,
      conversionReport,
    ].map((r) => [r.type, r]),
  )
}
