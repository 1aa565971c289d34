/**
 * A global "something is loading" flag: a counter of requests in flight, so overlapping
 * requests keep it on until the last one ends. Tiny on purpose: the public shell uses it too.
 */
let pending = 0
const listeners = new Set<() => void>()

const notify = () => listeners.forEach((l) => l())

export function beginLoading() {
  pending++
  if (pending === 1) notify()
}

export function endLoading() {
  pending = Math.max(0, pending - 1)
  if (pending === 0) notify()
}

export const isLoading = () => pending > 0

export function subscribeLoading(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
