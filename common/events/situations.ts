/**
 * The event's vocabulary (event-domain.md §4, issue 32): the one list of situations and of
 * priorities that the server, the screens, the seeds and the bench import. The event and
 * kanban-status schemas spell the same enums; `situations.test.ts` holds them to these lists.
 */

/** Every situation, in the spec's order (the order of the schemas' enum). */
export const SITUATIONS = [
  'NEW',
  'NEGOTIATION',
  'CONFIRMED',
  'CANCELED',
  'END',
  'WAIT_LIST',
  'IN_PROGRESS',
  'RELEASED_FOR_CLOSING',
  'REOPEN',
] as const
export type Situation = (typeof SITUATIONS)[number]

export const isSituation = (value: unknown): value is Situation => SITUATIONS.includes(value as Situation)

/** The spec's "confirmed-like": the event holds its date and counts as business on the books. */
export const CONFIRMED_LIKE: readonly Situation[] = ['CONFIRMED', 'IN_PROGRESS', 'RELEASED_FOR_CLOSING']

/**
 * Confirmed and every situation after it on the lifecycle's path (confirmed-like, reopened,
 * ended): an event in one of them was confirmed once. The diary always draws them.
 */
export const CONFIRMED_ONWARD: readonly Situation[] = [...CONFIRMED_LIKE, 'REOPEN', 'END']

/**
 * The working set: what the event list shows when it asks for no situation, and the four the
 * see-situations permission filters (event-domain.md §6).
 */
export const MAIN_SITUATIONS: readonly Situation[] = ['NEW', 'NEGOTIATION', 'CONFIRMED', 'IN_PROGRESS']

/**
 * The situations a customer (and the requesters) can be told about by e-mail when their event
 * reaches them: each has its CUSTOMER_NOTIFICATION_<SITUATION> switch, delay and message in the
 * configuration. Kept literal: the configuration's entry names are built from it.
 */
export const CUSTOMER_TOLD_SITUATIONS = [
  'NEW',
  'NEGOTIATION',
  'CONFIRMED',
  'IN_PROGRESS',
  'END',
] as const satisfies readonly Situation[]

export const isCustomerToldSituation = (situation: string): boolean =>
  (CUSTOMER_TOLD_SITUATIONS as readonly string[]).includes(situation)

/** Enquiries still open: what may yet become business (the dashboard's pipeline). */
export const OPEN_ENQUIRY_SITUATIONS: readonly Situation[] = ['NEW', 'NEGOTIATION', 'WAIT_LIST']

/** Held until a confirm date: the dashboard's "expiring" counts (a negotiation or a wait-listed enquiry). */
export const AWAITING_CONFIRMATION: readonly Situation[] = ['NEGOTIATION', 'WAIT_LIST']

/** Situations an event takes before its first day; the others (started, released, ended…) on or after it. */
export const BEFORE_START_SITUATIONS: readonly Situation[] = [
  'NEW',
  'NEGOTIATION',
  'CONFIRMED',
  'WAIT_LIST',
  'CANCELED',
]

/** The order screens list situations in: the lifecycle's path, then the wait list and cancelled. */
export const SITUATIONS_IN_FLOW: readonly Situation[] = [
  ...MAIN_SITUATIONS,
  'RELEASED_FOR_CLOSING',
  'END',
  'REOPEN',
  'WAIT_LIST',
  'CANCELED',
]

/** Priority ONE to TEN, shown as words (event-domain.md §3); the wait list ranks by it. */
export const PRIORITIES = [
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
] as const
export type Priority = (typeof PRIORITIES)[number]
