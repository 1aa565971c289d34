/**
 * The API files that also run on PGlite when a PostgreSQL server is given (TEST_DATABASE_URL):
 * the full suite then runs on PostgreSQL and PGlite runs what it can differ in. Without a
 * PostgreSQL server PGlite runs every file. Why each group: docs/testing.md ("Why the suite is
 * shaped so"); tests/setup/pglite-files.test.ts fails when a file that mentions PGlite is missing.
 */
export const pgliteFiles = [
  // The embedded database's own life: its data-dir lock, restart, kill -9 of it or of the server.
  'embedded-lock',
  'persistence',
  'crash',
  'database-outage',
  'jobs-crash',
  'reports-crash',
  'webhooks-crash',
  // The wire front and the single backend: concurrent writers, locks PGlite serialises, a port
  // called inside an open transaction, one session shared by all pooled connections.
  'availability-concurrency',
  'accommodation-race',
  'tickets-rush',
  'registry-rules',
  'write-versions',
  'waiting-list-version',
  'integrations-failures',
  'calendar-feeds-rights',
  'tenant-wall',
  'tenant-predicate',
  // Jobs run one at a time and poll (no LISTEN) on PGlite (server/jobs).
  'jobs',
  'webhooks',
  'webhooks-lanes',
  'reports',
  // LISTEN/NOTIFY heard on pooled connections on PGlite (server/db/listener.ts hearPool).
  'realtime',
  'realtime-sessions',
  'diary-push',
  'tickets-live',
  'permissions',
  // Lists' JSON written by the server, not the database, on PGlite (server/registries/routes.ts).
  'registry-list-json',
  'registries',
  // Seed once without an advisory lock (server/seed/once.ts), templates as PGlite dumps.
  'seed-once',
  'seed-demo',
  'seed-demo-resume',
  // Answers recorded per database (tests/fixtures/answers/pglite/), health naming it.
  'answer-capture',
  'server',
  'tenant-permission-matrix',
].map((name) => `tests/api/${name}.test.ts`)
