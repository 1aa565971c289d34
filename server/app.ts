import crypto from 'node:crypto'
import { redactedRequest } from './auth/log-redaction.js'
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify'
import helmet from '@fastify/helmet'
import { installServerConfig, type AppConfig } from './config.js'
import { openDatabase, type DatabaseHandle } from './db/connection.js'
import { migrateToLatest } from './db/migrate.js'
import { frameworkErrors, registerErrorHandling } from './http/error-handler.js'
import { registerInputGuard } from './http/input-guard.js'
import { registerOpenApi } from './docs/openapi.js'
import { addWireFormats } from './schemas/ajv.js'
import { loadRegistrySchemas, type RegistrySchema } from './schemas/load.js'
import { registerSpa } from './spa/static.js'
import { healthRoutes } from './health/routes.js'
import formbody from '@fastify/formbody'
import { loadSigningSecret } from './auth/secret.js'
import { registerGuard } from './auth/guard.js'
import { oauthRoutes } from './auth/oauth-routes.js'
import { tenantRoutes } from './auth/tenant-routes.js'
import { sessionRoutes } from './users/session-routes.js'
import { recoveryRoutes } from './users/recovery-routes.js'
import { registryRoutes } from './registries/routes.js'
import { usersRoutes } from './users/routes.js'
import multipart from '@fastify/multipart'
import { imageRoutes } from './files/image-routes.js'
import { configurationRoutes } from './configuration/routes.js'
import { establishmentRoutes } from './establishment/routes.js'
import { permissionRoutes } from './permissions/routes.js'
import { notificationRoutes } from './notifications/routes.js'
import { realtimeRoutes } from './notifications/ws-routes.js'
import { currencyRoutes } from './currencies/routes.js'
import { integrationLogRoutes } from './integration-log/routes.js'
import { integrationRoutes } from './integrations/routes.js'
import { eventRoutes } from './events/routes.js'
import { eventActionRoutes } from './events/action-routes.js'
import { requesterRoutes } from './events/requester-routes.js'
import { eventItemRoutes } from './events/items/index.js'
import { savedFilterRoutes } from './events/saved-filter-routes.js'
import { dashboardRoutes } from './events/dashboard.js'
import { availabilityRoutes } from './events/availability-routes.js'
import { availability } from './availability/index.js'
import './events/dependencies.js'
import './events/situation-notifications.js'
import { contactRoutes } from './person/contact-routes.js'
import { registerJobs } from './jobs/index.js'
import { registerMailTask } from './mail/send-task.js'
import { registerSituationTask } from './events/hooks.js'
import { registerFileRemoveTask } from './events/items/attachment.js'

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle
    config: AppConfig
    registrySchemas: RegistrySchema[]
    authSecret: Uint8Array
    /** The first start's demo events, written in the background: /health tells whether they are still coming. */
    demoSeed: { state: 'none' | 'seeding' | 'done' | 'failed' }
    /** Headers that keep an in-process `inject` out of the request log (see buildApp). */
    quietHeaders: Record<string, string>
  }
}

const QUIET_HEADER = 'x-eventdesk-quiet'

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise one is opened from config. */
  database?: DatabaseHandle
  /** Registry schemas to serve instead of schemas/registries (tests add fixtures this way). */
  registrySchemas?: RegistrySchema[]
  logger?: boolean
  /** Sees every route as it is registered (the tenant and permission matrix lists them this way). */
  onRoute?: (route: RouteOptions) => void
}

/**
 * Builds the whole server: database (migrated), plugins, routes. Tests call it and use `inject`;
 * main.ts calls it and listens. Closing the app closes the database it opened.
 */
export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // In-process calls (the demo seed writes ~4,000 through the API) carry this per-process key and
  // are not logged one by one; nobody outside the process can know it, so no outside request hides.
  installServerConfig(config)
  const quietKey = crypto.randomBytes(24).toString('base64url')
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel, serializers: { req: redactedRequest } },
    logController: new LogController({
      disableRequestLogging: (req) => req.headers[QUIET_HEADER] === quietKey,
    }),
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    // Route schemas check dates with the same wire formats as the registry schemas.
    ajv: {
      customOptions: { allErrors: true, coerceTypes: 'array', useDefaults: true, removeAdditional: false },
      plugins: [addWireFormats],
    },
  })

  if (opts.onRoute) app.addHook('onRoute', opts.onRoute)

  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      owner: `http://${config.host}:${config.port}`,
    }))
  if (!opts.database) app.addHook('onClose', async () => database.close())
  await migrateToLatest(database.db)

  const schemas = opts.registrySchemas ?? loadRegistrySchemas()
  app.decorate('database', database)
  app.decorate('config', config)
  app.decorate('registrySchemas', schemas)
  app.decorate('authSecret', await loadSigningSecret(database.db, config.auth.jwtSecret))
  app.decorate('demoSeed', { state: 'none' })
  app.decorate('quietHeaders', { [QUIET_HEADER]: quietKey })

  // The job worker starts when the app is ready and stops before the database closes.
  registerJobs(app)
  registerMailTask(app)
  registerSituationTask(app)
  registerFileRemoveTask(app)

  registerErrorHandling(app)
  registerInputGuard(app)
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  })
  await app.register(formbody)
  await app.register(multipart)
  await registerOpenApi(app)
  registerGuard(app, app.authSecret)
  await app.register(healthRoutes)
  await app.register(oauthRoutes)
  await app.register(recoveryRoutes)
  await app.register(tenantRoutes)
  await app.register(sessionRoutes)
  await app.register(usersRoutes)
  await app.register(imageRoutes)
  await app.register(configurationRoutes)
  await app.register(establishmentRoutes)
  await app.register(permissionRoutes)
  await app.register(notificationRoutes)
  await app.register(realtimeRoutes)
  await registryRoutes(app, schemas)
  await app.register(currencyRoutes)
  await app.register(integrationLogRoutes)
  await app.register(integrationRoutes)
  await app.register(contactRoutes)
  await app.register(eventRoutes)
  await app.register(eventActionRoutes)
  await app.register(requesterRoutes)
  await app.register(eventItemRoutes)
  await app.register(savedFilterRoutes)
  await app.register(dashboardRoutes)
  await app.register(availabilityRoutes)
  await app.register(availability)
  await registerSpa(app, config.staticDir)
  return app
}
