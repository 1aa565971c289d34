import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Received {
  headers: http.IncomingHttpHeaders
  body: string
}

/**
 * A webhook receiver on 127.0.0.1, as a partner would run one: it records every POST and answers
 * the statuses queued in `answers` (then 200).
 */
export async function startReceiver(port = 0) {
  const received: Received[] = []
  const answers: number[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      res.writeHead(answers.shift() ?? 200).end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}/hook`,
    port: bound,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * What a receiver does with a delivery (docs/integrations.md): recompute the HMAC of
 * "<timestamp>.<raw body>" with the shared secret, compare in constant time, and refuse a
 * timestamp more than five minutes away.
 */
export function verifies(secret: string, r: Received, now = Date.now()) {
  const timestamp = String(r.headers['x-eventdesk-timestamp'] ?? '')
  const given = String(r.headers['x-eventdesk-signature'] ?? '')
  const expected = `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${r.body}`).digest('hex')}`
  const fresh = Math.abs(now / 1000 - Number(timestamp)) <= 300
  return (
    fresh &&
    given.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  )
}
