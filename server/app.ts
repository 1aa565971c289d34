import crypto from 'node:crypto'
import { redactedRequest } from './auth/log-redaction.js'
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify'
import { RequestLogController } from './http/request-log.js'
import { registerSecurityHeaders } from './http/security-headers.js'
import { installServerConfig, type AppConfig } from './config.js'
import { openDatabase, type DatabaseHandle } from './db/connection.js'
import { migrateToLatest } from './db/migrate.js'
import { frameworkErrors, registerErrorHandling } from './http/error-handler.js'
import { registerInputGuard } from './http/input-guard.js'
import { registerOpenApi } from './docs/openapi.js'
import { COMMA_LIST } from './http/comma-list.js'
import { formatPlugins } from './schemas/ajv.js'
import { buildSerializer } from './http/serializer.js'
import { buildValidator } from './http/validator.js'
import { loadRegistrySchemas, type RegistrySchema } from './schemas/load.js'
import { registerSpa } from './spa/static.js'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import { loadSigningSecret } from './auth/secret.js'
import { registerGuard } from './auth/guard.js'
import { rateLimitDomain } from './rate-limit/index.js'
import { watchMemberships } from './auth/memberships.js'
import { jobsDomain } from './jobs/index.js'
import { mailDomain } from './mail/index.js'
import { healthDomain } from './health/index.js'
import { authDomain } from './auth/index.js'
import { usersDomain } from './users/index.js'
import { filesDomain } from './files/index.js'
import { configurationDomain } from './configuration/index.js'
import { establishmentDomain } from './establishment/index.js'
import { permissionsDomain } from './permissions/index.js'
import { notificationsDomain } from './notifications/index.js'
import { registriesDomain } from './registries/index.js'
import { currenciesDomain } from './currencies/index.js'
import { integrationLogDomain } from './integration-log/index.js'
import { integrationsDomain } from './integrations/index.js'
import { webhooksDomain } from './webhooks/index.js'
import { personDomain } from './person/index.js'
import { eventsDomain } from './events/index.js'
import { availabilityDomain } from './availability/index.js'
import { ticketsDomain } from './tickets/index.js'
import { kanbanDomain } from './kanban/index.js'
import { waitingListDomain } from './waiting-list/index.js'
import { accommodationDomain } from './accommodation/index.js'
import { reportsDomain } from './reports/index.js'
import { documentsDomain } from './documents/index.js'
import { calendarFeedsDomain } from './calendar-feeds/index.js'

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
  /** Where the log lines go instead of stdout (a test reads them). */
  logStream?: { write(line: string): void }
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
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: redactedRequest },
            ...(opts.logStream && { stream: opts.logStream }),
          },
    logController: new RequestLogController((req) => req.headers[QUIET_HEADER] === quietKey),
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    // Answers whose schema only documents them are written with JSON.stringify (http/serializer.ts).
    // Bodies are checked without coercion, paths and queries coerced from decimal (http/validator.ts).
    schemaController: { compilersFactory: { buildSerializer, buildValidator } },
    // Route schemas check dates with the same wire formats as the registry schemas.
    ajv: {
      // The document's own keywords (http/comma-list.ts) pass the route validators untouched.
      customOptions: { allErrors: true, useDefaults: true, removeAdditional: false, keywords: [COMMA_LIST] },
      plugins: formatPlugins,
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

  registerErrorHandling(app)
  registerInputGuard(app)
  registerSecurityHeaders(app, {
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
  // Another server's change to a membership reaches this one's cache when it commits (issue 39).
  await watchMemberships(app)
  // After the guard, before any route: every authenticated request counts (issue 51).
  await app.register(rateLimitDomain)
  // The domains (docs/domains.md). Each is a plugin in <domain>/index.ts registering its routes,
  // job handlers, listeners and finders; one that uses another's decorator (app.jobs,
  // app.registries, app.events…) comes after it, and fastify-plugin's `dependencies` checks that.
  await app.register(jobsDomain)
  await app.register(mailDomain)
  await app.register(healthDomain)
  await app.register(authDomain)
  await app.register(usersDomain)
  await app.register(filesDomain)
  await app.register(configurationDomain)
  await app.register(establishmentDomain)
  await app.register(permissionsDomain)
  await app.register(notificationsDomain)
  await app.register(registriesDomain)
  await app.register(currenciesDomain)
  await app.register(integrationLogDomain)
  await app.register(integrationsDomain)
  await app.register(webhooksDomain)
  await app.register(personDomain)
  await app.register(eventsDomain)
  await app.register(availabilityDomain)
  await app.register(ticketsDomain)
  await app.register(kanbanDomain)
  await app.register(waitingListDomain)
  await app.register(accommodationDomain)
  await app.register(reportsDomain)
  await app.register(documentsDomain)
  await app.register(calendarFeedsDomain)
  await registerSpa(app, config.staticDir)
  return app
}
