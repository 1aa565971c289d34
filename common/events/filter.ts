/** The filter body of list-events and totals (event-domain.md §2 filters): the server applies it, the app builds it. */
export interface EventFilter {
  situations?: string[]
  waitList?: boolean
  dateType?: 'START' | 'END' | 'PERIOD'
  startDate?: string
  endDate?: string
  requesterCreationStart?: string
  requesterCreationEnd?: string
  cancellationStart?: string
  cancellationEnd?: string
  confirmationStart?: string
  confirmationEnd?: string
  search?: string
  /** Events created by this events user (not `createdBy`, which the app stamps on every POST). */
  creator?: number
  customer?: number
}
