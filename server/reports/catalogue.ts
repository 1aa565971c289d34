import type { ReportDefinition } from './definition.js'
import { eventReport } from './types/event.js'

/** The reports built so far, by the route name of event-domain.md §2. */
export function reportCatalogue(): Map<string, ReportDefinition> {
  return new Map([eventReport].map((r) => [r.type, r]))
}
