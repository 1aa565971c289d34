import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../server/config.js'
import { bearer, type Tokens } from './auth.js'

/** A short window and fast flushes, so a test waits a window out in seconds, not a minute. */
export const WINDOW = 2
export const shortWindows = (c: AppConfig) =>
  (c.rateLimit = { ...c.rateLimit, windowSeconds: WINDOW, flushMs: 20 })
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Quotas of the servers under test, changed in place (the limiter reads them at each request). */
export function setLimits(apps: (FastifyInstance | undefined)[], token: number, tenant = 6_000) {
  for (const app of apps) if (app) app.config.rateLimit = { ...app.config.rateLimit, token, tenant }
}

/** An authenticated read whose only cost is its count. */
export const read = (app: FastifyInstance, who: Tokens) =>
  app.inject({ method: 'GET', url: '/events/configuration/all', headers: bearer(who) })

/** `"token";r=4;t=2, "tenant";r=9;t=2` → { token: { r: 4, t: 2 }, tenant: {…} } */
export function fields(header: unknown) {
  const out: Record<string, Record<string, number>> = {}
  for (const item of String(header).split(/,\s*/)) {
    const [name, ...params] = item.split(';')
    out[JSON.parse(name)] = Object.fromEntries(
      params.map((p) => p.split('=')).map(([k, v]) => [k, Number(v)]),
    )
  }
  return out
}

/** Waits for the next window to begin (and a little after). */
export const nextWindow = () => sleep((WINDOW - ((Date.now() / 1000) % WINDOW)) * 1000 + 50)
const windowNow = () => Math.floor(Date.now() / 1000 / WINDOW)

/**
 * Runs `body` from the start of a window, again (up to three times) when a slow machine let the
 * window end during it: the figures compared belong to one window. A retry is told its attempt,
 * to start from a fresh token (one used in the window that ended is spent).
 */
export async function inOneWindow<T>(body: (attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    await nextWindow()
    const start = windowNow()
    const result = await body(attempt)
    if (windowNow() === start || attempt === 3) return result
  }
}
