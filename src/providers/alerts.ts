/**
 * Attention events raised outside React (by the http wrapper) for the layout to show, such as
 * the integration-error dialog when the reservation channel refuses our credentials.
 */
export type AttentionKind = 'integrationError'

export interface Attention {
  kind: AttentionKind
  /** The server text, kept for support. */
  detail?: string
}

let current: Attention | null = null
const listeners = new Set<() => void>()

export function raiseAttention(attention: Attention) {
  current = attention
  listeners.forEach((l) => l())
}

export function dismissAttention() {
  current = null
  listeners.forEach((l) => l())
}

export const currentAttention = () => current

export function subscribeAttention(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
