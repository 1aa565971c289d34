/**
 * The event lifecycle of event-domain.md §4 as data: which action goes from which situations to
 * which, under which permission, after which rules. `actions.ts` is the one executor. The
 * situations themselves are common/events/situations.ts.
 */
import { SITUATIONS, type Situation } from '../../../common/events/situations.js'

export type RuleName =
  | 'oneActiveRequester'
  | 'hasEnvironment'
  | 'notOnWaitList'
  | 'customerHasDocument'
  | 'notStartedNorToday'
  | 'notInternal'
  | 'endNotPassed'
  | 'retroactiveStartNeedsPermission'
  | 'endReached'
  | 'pendingPaymentsAnswered'
  | 'notRetroactive'
  | 'reasonGiven'
  | 'waitListGroupHasPriorityOne'
  | 'waitListGroupKeepsPriorityOne'
  | 'minimumEmployees'

export type ActionName =
  | 'toNegotiation'
  | 'toNew'
  | 'confirm'
  | 'undoConfirm'
  | 'start'
  | 'undoStart'
  | 'releaseToClose'
  | 'undoRelease'
  | 'end'
  | 'endFinish'
  | 'reopen'
  | 'cancel'
  | 'undoCancel'
  | 'waitListPut'
  | 'waitListRemove'

export interface Transition {
  from: readonly Situation[] | 'any'
  /** `previous` returns to the situation kept when the event went to the wait list. */
  to: Situation | 'previous'
  permission: string
  rules: readonly RuleName[]
}

/** Everything but CANCELED can be cancelled. */
const notFinal = SITUATIONS.filter((s) => s !== 'CANCELED')

export const transitions: Record<ActionName, Transition> = {
  toNegotiation: { from: ['NEW'], to: 'NEGOTIATION', permission: 'ACTION_NEW_TO_NEGOTIATION', rules: [] },
  toNew: { from: ['NEGOTIATION'], to: 'NEW', permission: 'ACTION_NEGOTIATION_TO_NEW', rules: [] },
  confirm: {
    from: ['NEGOTIATION'],
    to: 'CONFIRMED',
    permission: 'ACTION_CONFIRM',
    rules: [
      'notOnWaitList',
      'oneActiveRequester',
      'hasEnvironment',
      'customerHasDocument',
      'minimumEmployees',
    ],
  },
  undoConfirm: {
    from: ['CONFIRMED'],
    to: 'NEGOTIATION',
    permission: 'ACTION_UNDO_CONFIRM',
    rules: ['notStartedNorToday', 'notInternal'],
  },
  start: {
    from: ['CONFIRMED'],
    to: 'IN_PROGRESS',
    permission: 'ACTION_START',
    rules: ['endNotPassed', 'retroactiveStartNeedsPermission'],
  },
  undoStart: {
    from: ['IN_PROGRESS'],
    to: 'CONFIRMED',
    permission: 'ACTION_IN_PROGRESS_TO_CONFIRMED',
    rules: [],
  },
  releaseToClose: {
    from: ['IN_PROGRESS'],
    to: 'RELEASED_FOR_CLOSING',
    permission: 'ACTION_RELEASE_TO_CLOSE',
    rules: ['endReached', 'pendingPaymentsAnswered'],
  },
  undoRelease: {
    from: ['RELEASED_FOR_CLOSING'],
    to: 'IN_PROGRESS',
    permission: 'ACTION_RELEASED_TO_IN_PROGRESS',
    rules: [],
  },
  end: { from: ['RELEASED_FOR_CLOSING', 'REOPEN'], to: 'END', permission: 'ACTION_END', rules: [] },
  endFinish: {
    from: ['RELEASED_FOR_CLOSING', 'REOPEN'],
    to: 'END',
    permission: 'ACTION_END',
    rules: ['notRetroactive'],
  },
  reopen: { from: ['END'], to: 'REOPEN', permission: 'ACTION_REOPEN', rules: [] },
  cancel: { from: notFinal, to: 'CANCELED', permission: 'ACTION_CANCEL', rules: ['reasonGiven'] },
  undoCancel: {
    from: ['CANCELED'],
    to: 'NEGOTIATION',
    permission: 'ACTION_CANCELED_TO_NEGOTIATION',
    rules: [],
  },
  waitListPut: {
    from: ['NEW', 'NEGOTIATION'],
    to: 'WAIT_LIST',
    permission: 'ACTION_WAITLIST',
    rules: ['waitListGroupHasPriorityOne'],
  },
  waitListRemove: {
    from: ['WAIT_LIST'],
    to: 'previous',
    permission: 'ACTION_WAITLIST',
    rules: ['waitListGroupKeepsPriorityOne'],
  },
}

/** The actions a situation allows, for the lifecycle menu (permissions are checked separately). */
export function actionsFrom(situation: Situation): ActionName[] {
  return (Object.keys(transitions) as ActionName[]).filter((a) => {
    const from = transitions[a].from
    return from === 'any' || from.includes(situation)
  })
}

export function canLeave(action: ActionName, situation: Situation) {
  const from = transitions[action].from
  return from === 'any' || from.includes(situation)
}

export function targetOf(action: ActionName, _from: Situation, beforeWaitList: Situation | null): Situation {
  const to = transitions[action].to
  return to === 'previous' ? (beforeWaitList ?? 'NEW') : to
}
