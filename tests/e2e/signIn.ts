import type { Page } from 'playwright-core'

export interface Account {
  username: string
  password: string
  code?: string
}

export const admin: Account = { username: 'admin@demo.test', password: 'Demo@2026' }
export const staff: Account = { username: 'staff@demo.test', password: 'Staff@2026' }
export const support: Account = { username: 'support@eventdesk.tech', password: 'Support@2026', code: 'DEMO' }

/** Fills the login form (past the pick-an-account list when one is shown) and submits it. */
export async function submitLogin(page: Page, baseUrl: string, account: Account, path = '/login') {
  await page.goto(`${baseUrl}${path}`)
  const username = page.getByLabel('Usuário')
  const other = page.getByRole('button', { name: 'Usar outra conta' })
  await username.or(other).first().waitFor()
  if (await other.isVisible()) await other.click()
  await username.fill(account.username)
  await page.getByLabel('Senha').fill(account.password)
  if (account.code) await page.getByLabel('Código da empresa').fill(account.code)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

/** The whole sign-in: login, company (chosen for a single-company user), module EVENTS. */
export async function signIn(page: Page, baseUrl: string, account: Account, path = '/login') {
  await submitLogin(page, baseUrl, account, path)
  await page.getByRole('heading', { name: 'Escolha o módulo' }).waitFor()
  await page.getByRole('button', { name: 'Continuar' }).click()
  await page.waitForURL(/\/app(\/|$)/)
}

/** Ends the session through the spec's {context}/logout route. */
export async function signOut(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/app/logout`)
  await page.waitForURL(/\/login$/)
}
