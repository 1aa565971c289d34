import { describe, expect, it } from 'vitest'
import polyglotI18nProvider from 'ra-i18n-polyglot'
import ptBR from '../../locales/pt-BR.json'
import es from '../../locales/es.json'
import enUs from '../../locales/en-us.json'
import environment from '../generated/event/environment.json'
import payment from '../generated/event/payment.json'
import { HttpError } from './http'
import type { Prop } from './schema'
import { errorMessage } from './errors'
import { itemKinds } from '../custom/events/items/itemSchemas'
import { itemLabeller } from '../custom/events/items/useItemFailure'

const translators = Object.entries({ 'pt-BR': ptBR, es, 'en-us': enUs }).map(
  ([locale, messages]) =>
    [locale, polyglotI18nProvider(() => messages, locale, [], { allowMissing: true }).translate] as const,
)

/** Every item form's kind: the generic tabs' and the rooms' and payments' own forms. */
const kinds = [
  ...Object.values(itemKinds).map((k) => ({ prefix: k.prefix, schema: k.schema })),
  { prefix: 'events.environment', schema: environment as Prop },
  { prefix: 'events.payment', schema: payment as Prop },
]
const PAGE_KEPT = new Set(['id', 'eventVersion', 'eventId'])
const refusal = (field: string, key = 'event.itemOutsideEvent') =>
  new HttpError(400, { message: key, errors: [{ field, message: key }] })

describe('refusal messages name fields by their label, never by their key', () => {
  it("an item's refusal about any of its fields reads in words in every language", () => {
    const leaks: string[] = []
    for (const [locale, t] of translators)
      for (const { prefix, schema } of kinds)
        for (const field of Object.keys(schema.properties ?? {}).filter((f) => !PAGE_KEPT.has(f))) {
          const label = itemLabeller(t, prefix)
          const text = errorMessage(refusal(field), t, label)
          // Every field has a label of its own, and no message carries a camelCase key or a hole.
          if (!label(field) || (/[a-z][A-Z]/.test(field) && text.includes(field)) || text.includes('%{'))
            leaks.push(`${locale} ${prefix}.${field}: ${text}`)
        }
    expect(leaks).toEqual([])
  })

  it('the issue\'s case: a room\'s start outside the event says "Início", and a field nobody labels says "this field"', () => {
    const [, pt] = translators[0]
    expect(errorMessage(refusal('startDateHour'), pt, itemLabeller(pt, 'events.environment'))).toBe(
      'Início deve estar dentro das datas do evento',
    )
    expect(errorMessage(refusal('startDateHour'), pt)).toBe(
      'Este campo deve estar dentro das datas do evento',
    )
    expect(errorMessage(refusal('customer', 'error.required'), pt)).toBe('Cliente deve ser informado')
  })

  it('a stock refusal says how many units are left', () => {
    const [, pt] = translators[0]
    const stock = new HttpError(409, {
      message: 'event.equipmentStock',
      errors: [{ field: 'amount', message: 'event.equipmentStock' }],
      available: 4,
    } as never)
    expect(errorMessage(stock, pt)).toBe(
      'Estoque insuficiente deste equipamento para o período (disponíveis: 4)',
    )
  })
})
