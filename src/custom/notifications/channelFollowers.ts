/**
 * Screens that follow a shared channel of the realtime socket (a box office's stock) register
 * here; the one socket the notification bell holds subscribes to them after every sign-in and
 * hands their pushes back. A screen opened before the socket is up is subscribed once it is.
 */
type Follower = (payload: unknown) => void

/** The channel every signed-in member of the tenant hears (the diary's and the events' pushes). */
export const TENANT_CHANNEL = 'tenant'
type Send = (message: object) => void

const followers = new Map<string, Set<Follower>>()
let send: Send | null = null
const reconnectListeners = new Set<() => void>()

export function followChannel(channel: string, follower: Follower, onReconnect?: () => void): () => void {
  let set = followers.get(channel)
  if (!set) {
    followers.set(channel, (set = new Set()))
    send?.({ type: 'subscribe', channel })
  }
  set.add(follower)
  if (onReconnect) reconnectListeners.add(onReconnect)
  return () => {
    set.delete(follower)
    if (onReconnect) reconnectListeners.delete(onReconnect)
    if (set.size === 0) {
      followers.delete(channel)
      send?.({ type: 'unsubscribe', channel })
    }
  }
}

/** The socket is signed in (`sender`) or gone (null); a new socket subscribes to all again. */
export function attachChannelSocket(sender: Send | null, isReconnect = false) {
  send = sender
  if (!sender) return
  for (const channel of followers.keys()) sender({ type: 'subscribe', channel })
  // Pushes sent while the socket was down are lost: followers read their state again.
  if (isReconnect) for (const l of reconnectListeners) l()
}

/** Hands a push to the channel's followers; false when nobody follows that channel. */
export function deliverToFollowers(channel: string, payload: unknown): boolean {
  const set = followers.get(channel)
  if (!set) return false
  for (const f of set) f(payload)
  return true
}
