/**
 * When the app's domain widgets and fields (registerWidget, registerField) are in place. An app
 * hands over a loader instead of registering them at start-up, so their code (and the generic
 * widgets they import) is not downloaded before the first page; a form page waits for them while
 * its own chunk downloads, so they arrive together (issue 35, page weight).
 */
let loader: (() => Promise<unknown>) | undefined
let ready: Promise<void> | undefined

/** The app's way to load and register its parts; called once at its start-up. */
export function provideFormParts(load: () => Promise<unknown>) {
  loader = load
  ready = undefined
}

/** Resolves once the parts are registered (at once when none were provided: tests register them). */
export function formPartsReady(): Promise<void> {
  ready ??= Promise.resolve(loader?.()).then(
    () => undefined,
    (error: unknown) => {
      // A failed download may be retried by the next form opened.
      ready = undefined
      throw error
    },
  )
  return ready
}

/** A page loader that also waits for the parts: for the pages whose forms name them. */
export const withFormParts =
  <M>(load: () => Promise<M>) =>
  () =>
    Promise.all([load(), formPartsReady()]).then(([module]) => module)
