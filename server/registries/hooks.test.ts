import { describe, expect, it } from 'vitest'
import { registryHookBook } from './hooks.js'
import type { RegistryListener } from './hooks.js'

const model = (schema: Record<string, unknown>, rules: string[] = []) => ({ name: 'room', rules, schema })
const listener: RegistryListener = async () => undefined

/** The registration point of the registry engine: a rule or listener nobody registered is never skipped. */
describe('registry hook book', () => {
  it('hands back what a domain registered, listeners in the keywords’ order', () => {
    const book = registryHookBook()
    const other: RegistryListener = async () => undefined
    const rule = () => []
    book.addRule('roomRule', rule)
    book.onWrite('x-frees-rooms', other)
    book.onWrite('x-occupancy', listener)
    const m = model({ 'x-occupancy': {}, 'x-frees-rooms': {} }, ['roomRule'])
    expect(book.rule(m, 'roomRule')).toBe(rule)
    expect(book.listenersOf(m)).toEqual([listener, other])
    expect(book.missing([m])).toEqual([])
  })

  it('throws at the write when a schema uses a rule or keyword no domain registered', () => {
    const book = registryHookBook()
    const m = model({ 'x-occupancy': {} }, ['roomRule'])
    expect(() => book.rule(m, 'roomRule')).toThrow(/unknown rule roomRule/)
    expect(() => book.listenersOf(m)).toThrow(/no listener for x-occupancy/)
    expect(book.missing([m, model({})])).toEqual([
      'room: no rule roomRule (x-rules)',
      'room: no listener for x-occupancy',
    ])
  })

  it('refuses a second registration of a name or keyword', () => {
    const book = registryHookBook()
    book.addRule('roomRule', () => [])
    book.onWrite('x-occupancy', listener)
    expect(() => book.addRule('roomRule', () => [])).toThrow(/twice/)
    expect(() => book.onWrite('x-occupancy', listener)).toThrow(/twice/)
  })
})
