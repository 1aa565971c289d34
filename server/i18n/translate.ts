import ptBR from '../../locales/pt-BR.json' with { type: 'json' }
import es from '../../locales/es.json' with { type: 'json' }
import enUs from '../../locales/en-us.json' with { type: 'json' }

export type Locale = 'pt-BR' | 'es' | 'en-us'
const trees: Record<Locale, unknown> = { 'pt-BR': ptBR, es, 'en-us': enUs }

export const asLocale = (value: unknown): Locale => (value === 'es' || value === 'en-us' ? value : 'pt-BR')

/** Whether the language has words for a key (an optional label falls back to something else). */
export function hasKey(locale: Locale, key: string): boolean {
  return (
    typeof key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        trees[locale],
      ) === 'string'
  )
}

/** Server-side texts (e-mails, documents) from the same locale tree as the app. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], trees[locale])
  const text = typeof found === 'string' ? found : key
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))
}
