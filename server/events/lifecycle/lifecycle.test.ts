import { describe, expect, it } from 'vitest'
import { SITUATIONS } from '../../../common/events/situations.js'
import { actionsFrom, canLeave, targetOf, transitions, type ActionName } from './lifecycle.js'

/** Driven from the table itself: every action, from every situation, is allowed or refused as the spec says. */
const spec: Record<ActionName, { from: string[]; to: string }> = {
  toNegotiation: { from: ['NEW'], to: 'NEGOTIATION' },
  toNew: { from: ['NEGOTIATION'], to: 'NEW' },
  confirm: { from: ['NEGOTIATION'], to: 'CONFIRMED' },
  undoConfirm: { from: ['CONFIRMED'], to: 'NEGOTIATION' },
  start: { from: ['CONFIRMED'], to: 'IN_PROGRESS' },
  undoStart: { from: ['IN_PROGRESS'], to: 'CONFIRMED' },
  releaseToClose: { from: ['IN_PROGRESS'], to: 'RELEASED_FOR_CLOSING' },
  undoRelease: { from: ['RELEASED_FOR_CLOSING'], to: 'IN_PROGRESS' },
  end: { from: ['RELEASED_FOR_CLOSING', 'REOPEN'], to: 'END' },
  endFinish: { from: ['RELEASED_FOR_CLOSING', 'REOPEN'], to: 'END' },
  reopen: { from: ['END'], to: 'REOPEN' },
  cancel: {
    from: [
      'NEW',
      'NEGOTIATION',
      'CONFIRMED',
      'WAIT_LIST',
      'IN_PROGRESS',
      'RELEASED_FOR_CLOSING',
      'REOPEN',
      'END',
    ],
    to: 'CANCELED',
  },
  undoCancel: { from: ['CANCELED'], to: 'NEGOTIATION' },
  waitListPut: { from: ['NEW', 'NEGOTIATION'], to: 'WAIT_LIST' },
  waitListRemove: { from: ['WAIT_LIST'], to: 'previous' },
}

describe('lifecycle transition table', () => {
  for (const action of Object.keys(transitions) as ActionName[]) {
    for (const situation of SITUATIONS) {
      const allowed = spec[action].from.includes(situation)
      it(`${action} from ${situation} is ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(canLeave(action, situation)).toBe(allowed)
        expect(actionsFrom(situation).includes(action)).toBe(allowed)
        if (allowed && spec[action].to !== 'previous')
          expect(targetOf(action, situation, null)).toBe(spec[action].to)
      })
    }
  }

  it('removing from the wait list returns to the situation before it', () => {
    expect(targetOf('waitListRemove', 'WAIT_LIST', 'NEGOTIATION')).toBe('NEGOTIATION')
    expect(targetOf('waitListRemove', 'WAIT_LIST', null)).toBe('NEW')
  })

  it('every action needs a named permission', () => {
    for (const t of Object.values(transitions)) expect(t.permission).toMatch(/^ACTION_[A-Z_]+$/)
  })

  it('confirm checks the rules of the spec', () => {
    expect([...transitions.confirm.rules].sort()).toEqual([
      'customerHasDocument',
      'hasEnvironment',
      'minimumEmployees',
      'notOnWaitList',
      'oneActiveRequester',
    ])
  })
})
