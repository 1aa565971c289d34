import net from 'node:net'
import { freePort } from './server-process.js'

export interface TcpProxy {
  port: number
  /** Closes the listener and cuts every open connection: the database is unreachable. */
  cut(): Promise<void>
  /** Listens again on the same port. */
  restore(): Promise<void>
  close(): Promise<void>
}

/** A TCP relay to host:port that a test can cut and restore, as a network outage would. */
export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>()
  const listenPort = await freePort()
  let server: net.Server | undefined
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(port, host)
        for (const s of [client, upstream]) {
          sockets.add(s)
          s.on('close', () => sockets.delete(s))
          s.on('error', () => undefined)
        }
        client.pipe(upstream).pipe(client)
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
      })
      server.once('error', reject)
      server.listen(listenPort, '127.0.0.1', () => resolve())
    })
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy()
      if (!server) return resolve()
      server.close(() => resolve())
      server = undefined
    })
  await listen()
  return { port: listenPort, cut, restore: listen, close: cut }
}
