/**
 * Channels of the realtime socket that every member with a feature may follow (a box office's
 * stock, which every desk selling there must see move), besides one's own notifications/audit.
 * A domain declares them with `app.realtime.shareChannel(pattern, feature)`; channel names stay
 * keyed by tenant in the hub, so a channel never crosses tenants.
 */
export interface SharedChannel {
  pattern: RegExp
  feature: string
}

export interface RealtimeDomain {
  shareChannel(pattern: RegExp, feature: string): void
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeDomain
  }
}

export function sharedChannels() {
  const list: SharedChannel[] = []
  return {
    list,
    domain: { shareChannel: (pattern, feature) => void list.push({ pattern, feature }) } as RealtimeDomain,
    /** The feature a channel needs, or undefined when no shared channel has that name. */
    featureFor: (channel: string) => list.find((c) => c.pattern.test(channel))?.feature,
  }
}
