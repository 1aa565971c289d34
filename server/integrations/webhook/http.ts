import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import type { LookupFunction } from 'node:net'
import type { WebhookTarget } from './target.js'

export interface RawAnswer {
  /** The receiver's HTTP status; null when it did not answer. */
  status: number | null
  error: string | null
}

/** Dials the checked address whatever the name resolves to now (the name still goes in Host and SNI). */
const pinned =
  (address: string): LookupFunction =>
  (_host, options, callback) => {
    const family = net.isIPv6(address) ? 6 : 4
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: object[]) => void)(null, [{ address, family }])
    else callback(null, address, family)
  }

/**
 * One POST, answered or not within `timeoutMs` (connecting, sending and reading the status line
 * and body together). Never throws: a refused connection or a timeout is an answer without status.
 */
export function postJson(
  target: WebhookTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const client = target.url.protocol === 'https:' ? https : http
    let settled = false
    const done = (answer: RawAnswer) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(answer)
    }
    const req = client.request(target.url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      ...(target.address ? { lookup: pinned(target.address) } : {}),
      // Redirects are not followed: a 3xx is a failed try (its target was never checked).
    })
    const timer = setTimeout(() => {
      req.destroy()
      done({ status: null, error: `no answer in ${timeoutMs} ms` })
    }, timeoutMs)
    req.on('response', (res) => {
      // The body is read and dropped so the socket is freed; only the status counts.
      res.resume()
      res.on('end', () => done({ status: res.statusCode ?? null, error: null }))
      res.on('error', (err) => done({ status: res.statusCode ?? null, error: err.message }))
    })
    req.on('error', (err) => done({ status: null, error: err.message || String(err) }))
    req.end(body)
  })
}
