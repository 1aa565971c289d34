import { describe, expect, it } from 'vitest'
import { eventModel, prepare } from './validate.js'

describe('event schemas on the one write path', () => {
  it('describe their writable fields, references (also in lists) and rules like a registry', () => {
    const department = eventModel('department')
    expect(department.writable).not.toContain('id')
    expect(department.refs).toEqual([
      { field: 'department', target: 'department', many: false },
      { field: 'manager', target: 'person', many: false },
      { field: 'employees', target: 'person', many: true },
    ])
    expect(department.rules).toEqual([])
  })

  it('prepare a body: labels dropped from references, blanks and unknown keys left out, defaults applied', () => {
    const { data, errors } = prepare('payment', {
      payer: { id: '7', name: 'Ana' },
      value: 10,
      details: '  ',
      companyId: 1,
    })
    expect(errors).toEqual([])
    expect(data).toEqual({ payer: { id: 7 }, value: 10, status: 'IN_NEGOTIATION' })
  })

  it('answer every field error of a body at once, with the API paths', () => {
    const { errors } = prepare('department', { employees: [{ id: 0 }], instructions: 'x'.repeat(5000) })
    expect(errors.map((e) => `${e.field} ${e.message}`)).toEqual(
      expect.arrayContaining(['department error.required', 'employees[0].id error.minimum']),
    )
  })
})
