/**
 * A signed-in deep link starts downloading its page's code with the app's, instead of after each
 * lazy level (app, then page) has rendered: the events list no longer waits for the admin app to
 * mount before its own chunk is asked for. The same imports as the lazy routes, so the modules are
 * shared, not loaded twice; the app itself is a `loadable`, drawn in the first pass once loaded.
 */
import { getContext, isAuthenticated } from '../providers/session'
import { readTimelineDiaryEarly } from '../custom/availability/timeline/earlyDiary'
import { AdminApp } from './appChunks'

const appPages: [RegExp, () => Promise<unknown>][] = [
  [/^\/app\/event\/?$/, () => import('../custom/event-page').then((m) => m.list.preload())],
  // The timeline's first diary read starts now, not once react-admin's chunk has run.
  [
    /^\/app\/environment-timeline\/?$/,
    () => {
      readTimelineDiaryEarly()
      return import('../custom/availability').then((m) => m.TimelinePage.preload())
    },
  ],
]

export function preloadRoute(pathname: string) {
  if (!isAuthenticated() || getContext() !== 'EVENTS' || !pathname.startsWith('/app')) return
  AdminApp.preload().catch(() => undefined)
  for (const [path, load] of appPages) if (path.test(pathname)) void load().catch(() => undefined)
}
