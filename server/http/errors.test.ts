import { describe, expect, it } from 'vitest'
import { createAjv } from '../schemas/ajv.js'
import { AppError, ajvToFieldErrors, conflict, pointerToField } from './errors.js'

describe('pointerToField', () => {
  it('turns JSON pointers into the field paths the app uses', () => {
    expect(pointerToField('')).toBe('')
    expect(pointerToField('/name')).toBe('name')
    expect(pointerToField('/items/0/value')).toBe('items[0].value')
    expect(pointerToField('/a~1b')).toBe('a/b')
  })
})

describe('ajvToFieldErrors', () => {
  const ajv = createAjv()
  const validate = ajv.compile({
    type: 'object',
    required: ['name', 'items'],
    properties: {
      name: { type: 'string', maxLength: 3 },
      items: {
        type: 'array',
        items: { type: 'object', required: ['value'], properties: { value: { type: 'number', minimum: 0 } } },
      },
      email: { type: 'string', format: 'email' },
    },
  })

  it('maps each failing rule to a locale key on its field', () => {
    validate({ name: 'toolong', items: [{}, { value: -1 }], email: 'nope' })
    expect(ajvToFieldErrors(validate.errors)).toEqual([
      { field: 'name', message: 'error.maxLength', target: 'name' },
      { field: 'items[0].value', message: 'error.required', target: 'items[0].value' },
      { field: 'items[1].value', message: 'error.minimum', target: 'items[1].value' },
      { field: 'email', message: 'error.invalidValue', target: 'email' },
    ])
  })

  it('names a missing top-level field', () => {
    validate({})
    expect(ajvToFieldErrors(validate.errors).map((e) => e.field)).toEqual(['name', 'items'])
  })
})

describe('AppError', () => {
  it('keeps no stack for a refusal (4xx) and restores the stack limit for every other error', () => {
    const limit = Error.stackTraceLimit
    const refusal = conflict('ticket.notAvailable')
    expect(refusal.stack).toBe('Error: ticket.notAvailable')
    expect(refusal.toBody()).toMatchObject({ status: 409, message: 'ticket.notAvailable', errors: [] })
    expect(Error.stackTraceLimit).toBe(limit)
    expect(new Error('bug').stack).toContain('errors.test.ts')
  })

  it('keeps the stack of a 5xx the server chose, which is logged', () => {
    expect(new AppError(503, 'error.databaseUnavailable').stack).toContain('errors.test.ts')
  })
})
