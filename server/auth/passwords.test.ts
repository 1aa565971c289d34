import { describe, expect, it } from 'vitest'
import { hashPassword, passwordRuleErrors, verifyPassword } from './passwords.js'

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Demo@2026')
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/)
    await expect(verifyPassword('Demo@2026', hash)).resolves.toBe(true)
    await expect(verifyPassword('Demo@2027', hash)).resolves.toBe(false)
  })

  it('two hashes of one password differ (salted)', async () => {
    expect(await hashPassword('Same#pass1')).not.toBe(await hashPassword('Same#pass1'))
  })

  it('refuses when there is no stored hash', async () => {
    await expect(verifyPassword('anything1!', null)).resolves.toBe(false)
  })
})

describe('password rules', () => {
  it('accepts a password with a digit, a letter and a special character', () => {
    expect(passwordRuleErrors('Abc@1234')).toEqual([])
  })
  it.each([
    ['abcdefg!', ['password.digit']],
    ['1234567!', ['password.letter']],
    ['abc12345', ['password.special']],
    ['a1!', ['password.length']],
    ['a1!'.padEnd(257, 'x'), ['password.length']],
    ['', ['password.digit', 'password.letter', 'password.special', 'password.length']],
  ])('%s → %j', (pw, keys) => {
    expect(passwordRuleErrors(pw)).toEqual(keys)
  })
})
