import type { Tokens } from './auth.js'
import type { api } from './events.js'

/**
 * A foreign currency (not main) quoted 5 on 2026-01-20 and 5.2 on 2026-02-21, named `<name> XY`
 * with ISO code `<letter>XY` (three letters; the random tag keeps runs on one database apart).
 */
export async function quotedCurrency(
  a: ReturnType<typeof api>,
  admin: Tokens,
  name: string,
  symbol: string,
): Promise<{ id: number; name: string; isoCode: string; symbol: string }> {
  const tag = Array.from({ length: 2 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join(
    '',
  )
  const currency = await a.post('/events/currency-company/', admin, {
    name: `${name} ${tag}`,
    isoCode: `${name[0].toUpperCase()}${tag}`,
    symbol,
    main: false,
    active: true,
  })
  for (const [officialValue, dateHour] of [
    [5, '2026-01-20T09:00:00'],
    [5.2, '2026-02-21T09:00:00'],
  ] as const)
    await a.post('/events/currency-quotation/', admin, {
      currencyCompany: { id: currency.id },
      cashValue: officialValue + 0.1,
      officialValue,
      dateHour,
    })
  return currency
}
