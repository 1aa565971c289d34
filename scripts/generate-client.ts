/**
 * `npm run generate:client`: writes the published TypeScript client's document and types
 * (clients/typescript/openapi.json, schema.d.ts) from the document the server serves.
 * The server is built, never started: on a throw-away in-memory PGlite, not seeded, and asked
 * for /docs/json in-process. A separate script, not a step of `npm run generate`: the embedded
 * database and the document cost ~10 s, which every `npm start`/`npm test` would pay.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../server/app.js'
import { loadConfig } from '../server/config.js'
import { openDatabase } from '../server/db/connection.js'
import { clientDir, clientFiles, documentOf } from './lib/typescript-client.js'
import { writeIfChanged } from './lib/write-if-changed.js'

async function main() {
  const started = Date.now()
  const database = await openDatabase({ dataDir: 'memory://' })
  // Files the app may write at start go to a folder removed afterwards, never to data/.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-client-'))
  try {
    const config = { ...loadConfig({ SEED: 'none' }), dataDir, staticDir: '/nonexistent' }
    const app = await buildApp(config, { database, logger: false })
    try {
      const files = await clientFiles(await documentOf(app))
      const changed = Object.entries(files).filter(([name, content]) =>
        writeIfChanged(path.join(clientDir, name), content),
      )
      console.log(
        `generate:client: ${clientDir}/ (${changed.length} file(s) changed) in ${Date.now() - started} ms`,
      )
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
