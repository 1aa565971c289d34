/**
 * Pushes on the person's channel that are not notifications (JOB progress, FILE_REPORT): the one
 * socket the notification bell holds hands them here, so the report bell needs no socket of its own.
 */
export interface ChannelPush {
  type?: string
  reference?: string
  [key: string]: unknown
}

type Listener = (push: ChannelPush) => void
const listeners = new Set<Listener>()

export function onChannelPush(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function emitChannelPush(push: ChannelPush) {
  for (const l of listeners) l(push)
}
