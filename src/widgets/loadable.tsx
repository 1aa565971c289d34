import { createElement, useEffect, useState, type ComponentType } from 'react'

export type Loadable<P extends object> = ComponentType<P> & {
  /** Starts the download (once) so the first render can draw the module at once. */
  preload(): Promise<unknown>
}

/**
 * A component whose code loads on demand, like React.lazy, but without Suspense: React holds back
 * a Suspense boundary's content until 300 ms after its fallback appeared, so each lazy level on the
 * way to a page (app, page, timeline) cost up to 300 ms of idle time even with the code at hand
 * (issue 16: the timeline's first render). Here a module already loaded renders in the same pass,
 * and one still loading shows `fallback` until a plain state update draws it.
 */
export function loadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ComponentType,
): Loadable<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<unknown> | undefined
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))
  function LoadablePage(props: P) {
    const [failure, setFailure] = useState<{ error: unknown }>()
    const [, setReady] = useState(false)
    useEffect(() => {
      if (loaded) return
      let live = true
      preload().then(
        () => live && setReady(true),
        (error: unknown) => live && setFailure({ error }),
      )
      return () => {
        live = false
      }
    }, [])
    // A chunk that failed to download goes to the error boundary, as React.lazy's would.
    if (failure) throw failure.error
    return loaded ? createElement(loaded, props) : createElement(fallback)
  }
  return Object.assign(LoadablePage, { preload })
}
