/**
 * The schemas spell the situation and priority enums as JSON (ajv, the generated types and the
 * OpenAPI document read them as they are); this test holds them to common/events.
 */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  CONFIRMED_LIKE,
  CONFIRMED_ONWARD,
  isSituation,
  MAIN_SITUATIONS,
  PRIORITIES,
  SITUATIONS,
  SITUATIONS_IN_FLOW,
} from './situations.js'

type Props = Record<string, { enum?: string[] }>
const propertiesOf = (file: string) =>
  (
    JSON.parse(fs.readFileSync(new URL(`../../schemas/${file}`, import.meta.url), 'utf8')) as {
      properties: Props
    }
  ).properties

describe('the schemas against common/events', () => {
  it('the event schema spells the situations and the priorities, in this order', () => {
    const props = propertiesOf('event/event.schema.json')
    expect(props.situation.enum).toEqual([...SITUATIONS])
    expect(props.priority.enum).toEqual([...PRIORITIES])
  })
  it('the kanban-status schema spells the situations, in this order', () => {
    expect(propertiesOf('registries/kanban-status.schema.json').situation.enum).toEqual([...SITUATIONS])
  })
})

describe('the lists', () => {
  it('are sub-lists of the situations, without repeats', () => {
    for (const list of [CONFIRMED_LIKE, CONFIRMED_ONWARD, MAIN_SITUATIONS, SITUATIONS_IN_FLOW]) {
      expect(list.every(isSituation)).toBe(true)
      expect(new Set(list).size).toBe(list.length)
    }
    expect([...SITUATIONS_IN_FLOW].sort()).toEqual([...SITUATIONS].sort())
  })
  it('confirmed-like is the spec’s three', () => {
    expect(CONFIRMED_LIKE).toEqual(['CONFIRMED', 'IN_PROGRESS', 'RELEASED_FOR_CLOSING'])
  })
  it('knows a situation', () => {
    expect(isSituation('REOPEN')).toBe(true)
    expect(isSituation('reopen')).toBe(false)
    expect(isSituation(undefined)).toBe(false)
  })
})
