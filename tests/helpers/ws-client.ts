import WebSocket from 'ws'

export interface WsMessage {
  type?: string
  channel?: string
  payload?: Record<string, unknown>
}

/** A WebSocket client of /events/ws that keeps every message and can wait for one. */
export async function connectWs(base: string, token: string) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/events/ws?access_token=${token}`)
  const messages: WsMessage[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as WsMessage)
    waiters.splice(0).forEach((w) => w())
  })
  await new Promise<void>((resolve, reject) => socket.once('open', () => resolve()).once('error', reject))
  const waitFor = (match: (m: WsMessage) => boolean, ms = 10_000) =>
    new Promise<WsMessage>((resolve, reject) => {
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
    subscribe: async (channel: string) => {
      socket.send(JSON.stringify({ type: 'subscribe', channel }))
      return waitFor((m) => m.channel === channel && (m.type === 'subscribed' || m.type === 'error'))
    },
    close: () => socket.close(),
  }
}
