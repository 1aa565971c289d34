import pg from 'pg'

/** Creates the bench's PostgreSQL database when the server does not have it yet. */
export async function ensureDatabase(url: string) {
  const u = new URL(url)
  const name = u.pathname.slice(1)
  u.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: u.toString() })
  await admin.connect()
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (!exists.rowCount) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
  } finally {
    await admin.end()
  }
}
