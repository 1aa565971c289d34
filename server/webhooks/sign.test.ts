import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'
import { durationsMs } from '../config.js'
import { retryDelayMs } from './attempts.js'
import { newStandardSecret, signedHeaders, standardSignature } from './sign.js'

describe('webhook signatures and retries', () => {
  it('signs as the Standard Webhooks library does, for a whsec_ secret and for a chosen one', () => {
    const at = new Date('2026-12-04T10:00:00Z')
    for (const [ours, theirs] of [
      [newStandardSecret(), undefined],
      ['a-secret-an-admin-chose', Buffer.from('a-secret-an-admin-chose').toString('base64')],
    ] as const) {
      const body = '{"id":"x","type":"event.created"}'
      const expected = new Webhook(theirs ?? ours).sign('msg_1', at, body)
      expect(standardSignature(ours, 'msg_1', at.getTime() / 1000, body)).toBe(expected)
      const headers = signedHeaders(ours, 'msg_1', body, at.getTime())
      expect(headers['webhook-timestamp']).toBe(String(at.getTime() / 1000))
      expect(headers['webhook-signature']).toBe(expected)
    }
  })

  it('retries fast, then minutes, then hours: about a day over the default 8 tries', () => {
    const cfg = { retrySchedule: durationsMs('5s,5m,30m,2h,5h,10h,10h') } as never
    const waits = [1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(cfg, n))
    expect(waits).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000])
    expect(waits.reduce((a, b) => a + b) / 3_600_000).toBeCloseTo(27.58, 1)
    // A try past the schedule waits its last entry.
    expect(retryDelayMs(cfg, 12)).toBe(36_000_000)
    expect(durationsMs(' 250ms , 4s')).toEqual([250, 4000])
  })
})
