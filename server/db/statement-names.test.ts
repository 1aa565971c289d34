import { describe, expect, it } from 'vitest'
import { PREPARED, statementName } from './statement-names.js'

describe('statementName', () => {
  it('names only the texts that opt in, unless auto', () => {
    expect(statementName('select 1')).toBeUndefined()
    expect(statementName('select 1')).toBeUndefined()
  })

  it('gives one text one name and two texts two names', () => {
    const a = statementName(`${PREPARED}select 1`)
    expect(a).toMatch(/^ed_[0-9a-f]{32}$/)
    expect(statementName(`${PREPARED}select 1`)).toBe(a)
    expect(statementName(`${PREPARED}select 2`)).not.toBe(a)
  })

  it('auto: names a text the second time it comes, and keeps that name', () => {
    const text = 'select "id" from "event" where "id" = $1'
    expect(statementName(text, true)).toBeUndefined()
    const name = statementName(text, true)
    expect(name).toMatch(/^ed_[0-9a-f]{32}$/)
    expect(statementName(text, true)).toBe(name)
  })

  it('auto: never names transaction control, settings or a text of several statements', () => {
    for (const text of [
      'begin',
      'commit',
      'rollback',
      'savepoint denial',
      'release savepoint denial',
      "set local role 'x'",
      "begin; select set_config('app.tenant_id', '1', true)",
      'select 1; select 2',
    ])
      for (let i = 0; i < 3; i++) expect(statementName(text, true), text).toBeUndefined()
  })
})
