import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { asLocale, type Locale } from './translate.js'

/** Our language of an Accept-Language header's first tag we know (`en-US,en;q=0.9` → en-us). */
function fromHeader(header: string | undefined): Locale | undefined {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase()
    if (tag.startsWith('pt')) return 'pt-BR'
    if (tag.startsWith('es')) return 'es'
    if (tag.startsWith('en')) return 'en-us'
  }
  return undefined
}

/**
 * The language to answer a person in: the one the app asks for (`language`, the person's choice in
 * the app), else the request's Accept-Language, else the establishment's language.
 */
export async function readerLocale(
  trx: Transaction<Database>,
  asked: string | undefined,
  acceptLanguage: string | undefined,
): Promise<Locale> {
  if (asked) return asLocale(asked)
  const header = fromHeader(acceptLanguage)
  if (header) return header
  const company = await trx.selectFrom('company').select('language').executeTakeFirst()
  return asLocale(company?.language)
}

/**
 * The language of a report, a chart or a dashboard (platform.md: "the language follows the
 * establishment's language setting"): the one the app asks for (`language`, the person's pick in
 * the app), else the establishment's. The browser's Accept-Language is not asked: a laptop in
 * Portuguese must not turn an English establishment's charts Portuguese (issue 49).
 */
export async function establishmentLocale(
  trx: Transaction<Database>,
  asked: string | undefined,
): Promise<Locale> {
  if (asked) return asLocale(asked)
  const company = await trx.selectFrom('company').select('language').executeTakeFirst()
  return asLocale(company?.language)
}
