import { describe, expect, it, vi } from 'vitest'
import { attachChannelSocket, deliverToFollowers, followChannel } from './channelFollowers'

describe('channel followers of the realtime socket', () => {
  it('subscribes once per channel, on follow or when the socket signs in, and unsubscribes with the last', () => {
    const sent: object[] = []
    const early = vi.fn()
    const stopEarly = followChannel('box-office/7', early)
    // The socket signs in after the screen opened: it subscribes to what is followed.
    attachChannelSocket((m) => sent.push(m))
    expect(sent).toEqual([{ type: 'subscribe', channel: 'box-office/7' }])
    const late = vi.fn()
    const reread = vi.fn()
    const stopLate = followChannel('box-office/7', late, reread)
    expect(sent).toHaveLength(1)

    expect(deliverToFollowers('box-office/7', { type: 'STOCK' })).toBe(true)
    expect(early).toHaveBeenCalledWith({ type: 'STOCK' })
    expect(late).toHaveBeenCalledTimes(1)
    expect(deliverToFollowers('box-office/8', {})).toBe(false)

    // A reconnect subscribes again and asks followers to read what they missed.
    attachChannelSocket(null)
    attachChannelSocket((m) => sent.push(m), true)
    expect(sent).toHaveLength(2)
    expect(reread).toHaveBeenCalledTimes(1)

    stopEarly()
    expect(sent).toHaveLength(2)
    stopLate()
    expect(sent[2]).toEqual({ type: 'unsubscribe', channel: 'box-office/7' })
    expect(deliverToFollowers('box-office/7', {})).toBe(false)
    attachChannelSocket(null)
  })
})
