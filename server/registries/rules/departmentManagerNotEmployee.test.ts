import { describe, expect, it } from 'vitest'
import { departmentManagerNotEmployee as rule } from './departmentManagerNotEmployee.js'
import { ruleContext } from './testing.js'

describe('departmentManagerNotEmployee', () => {
  it('accepts a manager who is not listed among the employees', async () => {
    expect(
      await rule(ruleContext({ name: 'A&B', manager: { id: 1 }, employees: [{ id: 2 }, { id: 3 }] })),
    ).toEqual([])
    expect(await rule(ruleContext({ name: 'A&B', manager: { id: 1 } }))).toEqual([])
  })

  it('marks the employee entry that is the manager', async () => {
    expect(
      await rule(
        ruleContext({ name: 'A&B', manager: { id: 1 }, employees: [{ id: 2 }, { id: 1, name: 'Carlos' }] }),
      ),
    ).toEqual([{ field: 'employees[1]', message: 'department.managerIsEmployee', target: 'employees[1]' }])
  })
})
