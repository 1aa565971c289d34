/** The form's tabs (event-domain.md §2), general data and requesters first. */
export const TABS = [
  'general',
  'requesters',
  'environment',
  'summary',
  'meal',
  'department',
  'equipment',
  'accommodation',
  'payment',
  'commission',
  'document',
  'documentCommission',
  'programming',
  'attachment',
  'badge',
  'discount',
  'others',
] as const
export type TabName = (typeof TABS)[number]
