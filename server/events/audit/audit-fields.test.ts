import { describe, expect, it } from 'vitest'
import { loadFormSchemas } from '../../schemas/load.js'
import { hasKey, type Locale } from '../../i18n/translate.js'
import { auditField, describe as describeValue } from './audit-fields.js'

const locales: Locale[] = ['pt-BR', 'es', 'en-us']
/** Kept by the page or the server's bookkeeping, never an audit line. */
const notAudited = new Set([
  'id',
  'eventVersion',
  'eventId',
  'version',
  'createdAt',
  'createdBy',
  'mime',
  'size',
])

describe('audit words come from the event schemas', () => {
  it('every audited form field and enumeration value has words in all three languages', () => {
    const missing: string[] = []
    for (const schema of loadFormSchemas()) {
      const prefix = schema['x-labels'] as string | undefined
      const name = String(schema.$id).replace(/^event-/, '')
      if (!prefix) missing.push(`${name}: no x-labels`)
      for (const [field, prop] of Object.entries(
        schema.properties as Record<string, Record<string, unknown>>,
      )) {
        if (notAudited.has(field)) continue
        for (const locale of locales) {
          if (!hasKey(locale, `${prefix}.fields.${field}`))
            missing.push(`${locale} ${prefix}.fields.${field}`)
          const enumKeys = prop['x-enum-labels'] ?? `${prefix}.enums.${field}`
          for (const value of (prop.enum as string[] | undefined) ?? [])
            if (!hasKey(locale, `${enumKeys}.${value}`)) missing.push(`${locale} ${enumKeys}.${value}`)
        }
      }
    }
    expect(missing).toEqual([])
  })

  it('names references by their label, lists by their items and leaves plain values alone', () => {
    const names: Record<string, string> = {
      'person:3': 'Ana Prado',
      'person:4': 'Bruno Lima',
      'equipment:58': 'Projetor',
    }
    const label = (r: { target: string; id: number }) => names[`${r.target}:${r.id}`]
    expect(describeValue(auditField('payment', 'payer').prop, { id: 3 }, label)).toBe('Ana Prado')
    expect(describeValue(auditField('equipment', 'equipment').prop, { id: 58 }, label)).toBe('Projetor')
    // A record gone before the row was written still shows which one it was.
    expect(describeValue(auditField('payment', 'payer').prop, { id: 9 }, label)).toBe('#9')
    expect(describeValue(auditField('department', 'employees').prop, [{ id: 3 }, { id: 4 }], label)).toBe(
      'Ana Prado, Bruno Lima',
    )
    expect(
      describeValue(
        auditField('summary', 'summaryResponsibles').prop,
        [{ person: { id: 4 }, environment: true }, { name: 'Carla (sem cadastro)' }],
        label,
      ),
    ).toBe('Bruno Lima, Carla (sem cadastro)')
    expect(
      describeValue(auditField('summary', 'paymentResponsible').prop, { person: { id: 3 } }, label),
    ).toBe('Ana Prado')
    expect(
      describeValue(auditField('menu', 'items').prop, [{ description: 'Café', value: 5, amount: 2 }], label),
    ).toBe('Café')
    expect(describeValue(auditField('payment', 'value').prop, 15000, label)).toBeUndefined()
  })
})
