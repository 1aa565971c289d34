import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

// Flags from DESIGN.md: no sandbox as root, and no background traffic (the network is closed).
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export interface Browser {
  context: BrowserContext
  page: Page
  close(): Promise<void>
}

/** A fresh Chromium profile per test file; `timezoneId` puts the person in another zone than the server's. */
export async function openBrowser(locale = 'pt-BR', timezoneId?: string): Promise<Browser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args,
    headless: true,
    locale,
    timezoneId,
    viewport: { width: 1280, height: 800 },
  })
  const page = context.pages()[0] ?? (await context.newPage())
  return {
    context,
    page,
    async close() {
      await context.close()
      fs.rmSync(profile, { recursive: true, force: true })
    },
  }
}
