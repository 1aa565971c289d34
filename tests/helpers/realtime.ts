import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import WebSocket from 'ws'

export type Message = {
  type?: string
  message?: string
  channel?: string
  payload?: { subject?: string; notificationType?: string; type?: string; boxOfficeId?: number }
}

/** A WebSocket client that keeps every message and can wait for one. */
export async function connect(base: string, query = '') {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/events/ws${query}`)
  const messages: Message[] = []
  const waiters: (() => void)[] = []
  let closeCode: number | undefined
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)))
    waiters.splice(0).forEach((w) => w())
  })
  socket.on('close', (code) => {
    closeCode = code
    waiters.splice(0).forEach((w) => w())
  })
  await new Promise<void>((resolve, reject) => socket.once('open', () => resolve()).once('error', reject))
  const waitFor = (match: (m: Message) => boolean, ms = 5000) =>
    new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching message in ${ms} ms; got ${JSON.stringify(messages)}`)),
        ms,
      )
      const check = () => {
        const found = messages.find(match)
        if (found) {
          clearTimeout(timer)
          resolve(found)
        } else waiters.push(check)
      }
      check()
    })
  return {
    messages,
    waitFor,
    closeCode: () => closeCode,
    send: (m: object) => socket.send(JSON.stringify(m)),
    subscribe: async (channel: string) => {
      socket.send(JSON.stringify({ type: 'subscribe', channel }))
      return waitFor((m) => m.channel === channel && (m.type === 'subscribed' || m.type === 'error'))
    },
    closed: () =>
      new Promise<void>((r) =>
        socket.readyState === WebSocket.CLOSED ? r() : socket.once('close', () => r()),
      ),
    close: () => socket.close(),
  }
}

export async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}
