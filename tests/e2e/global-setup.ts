import fs from 'node:fs'
import type { TestProject } from 'vitest/node'
import { chromiumPath } from './browser.js'
import { startSeeded } from './seed-cache.js'
import type { RunningServer } from './server.js'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

let server: RunningServer | undefined

export async function setup(project: TestProject) {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`Chromium is missing at ${chromiumPath}: install it with \`apt-get install -y chromium\``)
  }
  server = await startSeeded(process.env.E2E_SEED_CACHE)
  project.provide('baseUrl', server.baseUrl)
}

export async function teardown() {
  await server?.stop()
}
