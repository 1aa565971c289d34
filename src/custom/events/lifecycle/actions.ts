/**
 * The lifecycle actions as the API takes them (server/events/lifecycle/action-routes.ts): where the spec's
 * path ends in {id} the id goes in the path, otherwise in the body; every body carries the
 * version the person saw. The answer is the updated event.
 */
import { http } from '../../../providers/http'
import type { EventRecord } from '../types'

export const ACTIONS = [
  'toNegotiation',
  'toNew',
  'confirm',
  'undoConfirm',
  'start',
  'undoStart',
  'releaseToClose',
  'undoRelease',
  'end',
  'endFinish',
  'reopen',
  'cancel',
  'undoCancel',
  'waitListPut',
  'waitListRemove',
  'copy',
] as const
export type ActionName = (typeof ACTIONS)[number]

interface Route {
  path: string
  idInPath: boolean
  method?: 'POST' | 'DELETE'
}

const routes: Record<ActionName, Route> = {
  toNegotiation: { path: 'event-new/change-new-event-to-negotiation', idInPath: false },
  toNew: { path: 'event-negotiation/undo-negotiation', idInPath: false },
  confirm: { path: 'event-confirmation/confirm', idInPath: false },
  undoConfirm: { path: 'event-confirmation/undo-confirm', idInPath: false },
  start: { path: 'event-start/start', idInPath: false },
  undoStart: { path: 'event-start/undo', idInPath: false },
  releaseToClose: { path: 'event-released-to-close/released-to-close', idInPath: false },
  undoRelease: { path: 'event-released-to-close/undo', idInPath: true },
  end: { path: 'event-end/end', idInPath: true },
  endFinish: { path: 'event-end/end-finish', idInPath: true },
  reopen: { path: 'event-end/undo', idInPath: true },
  cancel: { path: 'event-cancellation/cancel', idInPath: true },
  undoCancel: { path: 'event-cancellation/undo', idInPath: true },
  waitListPut: { path: 'event-waitlist', idInPath: false },
  waitListRemove: { path: 'event-waitlist', idInPath: false, method: 'DELETE' },
  // Copy answers a NEW event (another id): the menu opens it instead of updating this page.
  copy: { path: 'event-copy', idInPath: false },
}

export const isAction = (name: string): name is ActionName => (ACTIONS as readonly string[]).includes(name)

/** Only what an action takes besides id and version. */
export interface ActionExtra {
  reason?: { id: number }
  observation?: string
  startDate?: string
  continueWithPendingPayments?: boolean
  waitListGroup?: { id: number }
}

function runLifecycleAction(
  action: ActionName,
  event: Pick<EventRecord, 'id' | 'version'>,
  extra: ActionExtra = {},
) {
  const r = routes[action]
  const url = `/events/event/${r.path}${r.idInPath ? `/${event.id}` : ''}`
  // The wait-list removal is a DELETE: its id goes in the query string (no body).
  if (r.method === 'DELETE') return http<EventRecord>(url, { method: 'DELETE', query: { id: event.id } })
  const body = { ...(r.idInPath ? {} : { id: event.id }), version: event.version, ...extra }
  return http<EventRecord>(url, { method: 'POST', json: body })
}

/** The lifecycle call, a method of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts). */
export const lifecycleMethods = { runLifecycleAction }

type Registered = typeof lifecycleMethods
declare module '../../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
