/**
 * A signed-in deep link starts downloading its page's code with the app's, instead of after each
 * lazy level (app, then page) has rendered: the events list no longer waits for the admin app to
 * mount before its own chunk is asked for. The same imports as the lazy routes, so the modules are
 * shared, not loaded twice.
 */
import { getContext, isAuthenticated } from '../providers/session'

const appPages: [RegExp, () => Promise<unknown>][] = [
  [/^\/app\/event\/?$/, () => import('../custom/events/list/EventList')],
]

export function preloadRoute(pathname: string) {
  if (!isAuthenticated() || getContext() !== 'EVENTS' || !pathname.startsWith('/app')) return
  void import('../admin/AdminApp').catch(() => undefined)
  for (const [path, load] of appPages) if (path.test(pathname)) void load().catch(() => undefined)
}
