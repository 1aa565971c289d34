/**
 * Live notifications through the server's WebSocket (server/notifications/ws-routes.ts):
 * authenticate with the access token, subscribe to `notifications/<email>`, hand every push on.
 * An expired token closes with 4401; we wait for the app to refresh its token (onExpired asks for
 * a call that does it) and connect again. Any other drop reconnects with a growing delay, and
 * every reconnect calls onReconnect so pushes missed meanwhile are read again.
 */
import { useEffect, useRef } from 'react'
import { apiUrl } from '../../providers/httpError'
import { getAccessToken, getUser, subscribeSession } from '../../providers/session'
import { emitChannelPush, type ChannelPush } from './pushBus'
import { attachChannelSocket, deliverToFollowers } from './channelFollowers'
import type { AppNotification } from './types'

const EXPIRED = 4401

export interface SocketHandlers {
  onPush: (n: AppNotification) => void
  onReconnect: () => void
  onExpired: () => void
}

export function socketUrl() {
  return apiUrl('/events/ws').replace(/^http/, 'ws')
}

export function useNotificationSocket(handlers: SocketHandlers) {
  const ref = useRef(handlers)
  useEffect(() => {
    ref.current = handlers
  })
  const email = getUser()?.email
  useEffect(() => {
    if (!email) return
    const channel = `notifications/${email.trim().toLowerCase()}`
    let socket: WebSocket | null = null
    let stopped = false
    let connects = 0
    let retryMs = 1000
    let timer: ReturnType<typeof setTimeout> | undefined
    let unsubscribeSession: (() => void) | undefined

    const connect = () => {
      const token = getAccessToken()
      if (stopped || !token) return
      const isReconnect = connects++ > 0
      const ws = new WebSocket(socketUrl())
      socket = ws
      ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }))
      ws.onmessage = (event: MessageEvent) => {
        let m: { type?: string; ok?: boolean; message?: string; channel?: string; payload?: AppNotification }
        try {
          m = JSON.parse(String(event.data)) as typeof m
        } catch {
          return
        }
        if (m.type === 'auth' && m.ok) {
          retryMs = 1000
          ws.send(JSON.stringify({ type: 'subscribe', channel }))
          attachChannelSocket((message) => ws.send(JSON.stringify(message)), isReconnect)
          if (isReconnect) ref.current.onReconnect()
        } else if (m.type === 'error') {
          // Spec §8: a subscription error is only logged.
          console.warn('notification subscription error', m.message, m.channel)
        } else if (m.channel && m.channel !== channel && m.payload) {
          deliverToFollowers(m.channel, m.payload)
        } else if (m.channel === channel && m.payload && typeof m.payload.id === 'number') {
          ref.current.onPush(m.payload)
        } else if (m.channel === channel && m.payload) {
          // Job progress and finished reports: for the report bell.
          emitChannelPush(m.payload as unknown as ChannelPush)
        }
      }
      ws.onclose = (event: CloseEvent) => {
        if (stopped || socket !== ws) return
        socket = null
        attachChannelSocket(null)
        if (event.code === EXPIRED) {
          // Connect again once the app holds a different access token.
          unsubscribeSession?.()
          unsubscribeSession = subscribeSession(() => {
            if (getAccessToken() && getAccessToken() !== token) {
              unsubscribeSession?.()
              unsubscribeSession = undefined
              connect()
            }
          })
          ref.current.onExpired()
          return
        }
        timer = setTimeout(connect, retryMs)
        retryMs = Math.min(retryMs * 2, 30_000)
      }
    }
    connect()
    return () => {
      stopped = true
      attachChannelSocket(null)
      clearTimeout(timer)
      unsubscribeSession?.()
      socket?.close()
    }
  }, [email])
}
