/**
 * The window arithmetic of the rate limits (docs/decisions/0069): fixed windows aligned on the
 * clock, so every server agrees which window a request falls in without asking the others.
 */
export const windowStartOf = (nowMs: number, windowSeconds: number) =>
  Math.floor(nowMs / 1000 / windowSeconds) * windowSeconds

/** Whole seconds until the window that holds `nowMs` ends: 1 up to the window's length. */
export const resetSecondsAt = (nowMs: number, windowSeconds: number) =>
  Math.max(1, Math.ceil(windowStartOf(nowMs, windowSeconds) + windowSeconds - nowMs / 1000))

/** Unsent hits of a key that start a flush at once: the bound on what a server admits unseen. */
export const batchOf = (quota: number) => Math.max(1, Math.floor(quota * 0.02))
