/**
 * `npm run record-answers`: records tests/fixtures/answers/ again on PGlite and, when a PostgreSQL
 * server answers at TEST_DATABASE_URL (or the machine's 127.0.0.1:5432), on PostgreSQL too, so
 * one command keeps both databases' answers in step (docs/testing-answers.md).
 */
import { spawnSync } from 'node:child_process'
import pg from 'pg'

const databaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

/** Whether the server answers a query within a few seconds (a closed port fails at once). */
async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/** One capture run in record mode; the demo template is not needed and costs a minute to make. */
function record(project: string, env: Record<string, string> = {}): boolean {
  console.info(`record-answers: ${project}`)
  const run = spawnSync('npx', ['vitest', 'run', '--project', project, 'tests/api/answer-capture.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, RECORD_ANSWERS: '1', TEST_DEMO_TEMPLATE: 'off', ...env },
  })
  return run.status === 0
}

const failed: string[] = []
if (!record('api-pglite')) failed.push('PGlite')
if (await answers(databaseUrl)) {
  if (!record('api-postgres', { TEST_DATABASE_URL: databaseUrl })) failed.push('PostgreSQL')
} else {
  const where = databaseUrl.replace(/\/\/[^@/]*@/, '//')
  console.warn(
    `record-answers: no PostgreSQL answered at ${where}: tests/fixtures/answers/postgres/ was not ` +
      're-recorded (set TEST_DATABASE_URL to a server and run again before committing)',
  )
  failed.push('PostgreSQL (not reachable)')
}
if (failed.length) {
  console.error(`record-answers: not recorded on ${failed.join(', ')}`)
  process.exit(1)
}
console.info('record-answers: both databases recorded; review `git diff tests/fixtures/answers/`')
