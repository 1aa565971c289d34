import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { pgliteFiles } from './tests/setup/pglite-files.js'

// With a PostgreSQL server the full API suite runs there and PGlite runs what it can differ in
// (tests/setup/pglite-files.ts); without one PGlite runs every file. PGLITE_FILES=all forces the
// whole suite on PGlite too (before re-recording its answers, or to compare).
const pgliteOnlyItsFiles = !!process.env.TEST_DATABASE_URL && process.env.PGLITE_FILES !== 'all'

const apiProject = (name: string, kind: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: kind === 'pglite' && pgliteOnlyItsFiles ? pgliteFiles : ['tests/api/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: kind },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // A file builds its own app on its own database copy and mocks nothing, so files can share a
    // worker's loaded modules: importing the server afresh for each of ~200 files cost ~4 s each.
    // Module-level caches are keyed by database or signing secret for this (auth/memberships.ts).
    isolate: false,
    // Migrated and seeded template databases, made once per run and copied by each file.
    globalSetup: ['tests/setup/api-databases.ts'],
  },
})

export default defineConfig({
  test: {
    // The API files wait on their databases (a PGlite child, a PostgreSQL server) as much as they
    // compute: on two cores, three files at a time cut the run by a third against vitest's
    // default of cores - 1 (one file at a time there).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'common/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/setup/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'component',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/component.ts'],
          // RJSF forms take 2–4 s to render and fill in jsdom on a quiet machine; the suite runs
          // beside the API suites on two cores, where 5 s was not always enough.
          testTimeout: 20_000,
        },
      },
      apiProject('api-pglite', 'pglite'),
      // Runs only when a PostgreSQL server is given (CI points it at the machine's server).
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      // Two servers and HAProxy on one PostgreSQL database (issue 39): only with a PostgreSQL server.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'cluster',
                include: ['tests/cluster/**/*.test.ts'],
                environment: 'node',
                env: { TEST_DB: 'postgres' },
                // Each file starts its own servers; two at once would measure the machine, not them.
                fileParallelism: false,
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          // A page under CI's load may take more than expect.poll's default second to settle.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 120_000,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
})
