import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config.js'
import { finishDemoSeedOnce, seedDemoOnce } from './seed/once.js'
import { demoSeedPending } from './seed/progress.js'
import { seedDemo } from './seed/index.js'
import { seedDemoEvents } from './seed/events.js'
import { demoStateAtStart } from './seed/start-state.js'

async function main() {
  const config = loadConfig()
  const app = await buildApp(config)
  // Without its database the server can only answer 500: exit so a supervisor restarts it.
  app.database.onFatal((err) => {
    app.log.fatal({ err }, 'database lost; exiting')
    process.exit(1)
  })
  // Several servers may start at once on one database: one seeds, the others find it seeded.
  const firstRun =
    config.seed === 'demo' &&
    (await seedDemoOnce(app.database, async (db) => {
      app.log.info('empty database: seeding the demo data')
      await seedDemo(db, app.registries.hooks)
    }))

  // A seed begun and not finished (the server was stopped during it) is finished now.
  const pending = config.seed === 'demo' && (firstRun || (await demoSeedPending(app.database.db)))

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 15_000)
    force.unref()
    await app.close() // stops accepting, drains requests, closes the pool and the PGlite child
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  app.demoSeed.state = demoStateAtStart(config.seed, pending)
  // A box office opening its sale meets hundreds of buyers connecting at once: with Node's default
  // accept queue (511) the kernel drops the connections past it, and each dropped buyer waits for a
  // SYN retransmit (1 s, then 3 s) before the server even sees the request. The kernel caps this
  // at net.core.somaxconn.
  await app.listen({ host: config.host, port: config.port, backlog: 4096 })
  app.log.info(`Eventdesk on http://${config.host}:${config.port} (database: ${app.database.kind})`)
  // The demo events go through the API (every rule holds), which takes a while: the server
  // already answers meanwhile, and the events appear as they are written.
  if (pending)
    finishDemoSeedOnce(
      app.database,
      async () => {
        if (!firstRun) await seedDemo(app.database.db, app.registries.hooks) // adds what is missing
        await seedDemoEvents(app)
      },
      firstRun,
    )
      .then((outcome) => {
        app.demoSeed.state = 'done'
        app.log.info(outcome === 'busy' ? 'demo data being written by another server' : 'demo events seeded')
      })
      .catch((err) => {
        app.demoSeed.state = 'failed'
        app.log.error({ err }, 'demo events seed failed')
      })
}

main().catch((err) => {
  // A bad variable is the operator's to fix: its name and value say enough, a stack does not.
  console.error(err instanceof ConfigError ? err.message : err)
  process.exit(1)
})
