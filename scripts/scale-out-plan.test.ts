import { describe, expect, it } from 'vitest'
import { coordinatorLocalTables, planStatements } from './scale-out-plan.js'

describe('scale-out plan', () => {
  it('reads the coordinator-local tables of the exceptions table, not its keys', () => {
    const doc = [
      '# x',
      '## Exceptions',
      '| name | kind | reason |',
      '| --- | --- | --- |',
      '| `job`      | coordinator-local | claimed across tenants |',
      '| `job_pkey` | key               | see job                |',
    ].join('\n')
    expect([...coordinatorLocalTables(doc)]).toEqual(['job'])
  })

  it('makes global tables reference tables, tenant tables distributed by tenant_id, and leaves local ones', () => {
    const plan = planStatements({
      tenantTables: ['event', 'job'],
      globalTables: ['tenant', 'auth_throttle'],
      coordinatorLocal: new Set(['job', 'auth_throttle']),
    })
    expect(plan.filter((s) => !s.startsWith('--'))).toEqual([
      "SELECT create_reference_table('tenant');",
      "SELECT create_distributed_table('event', 'tenant_id');",
    ])
    expect(plan).toContain('-- job: stays a local table')
  })
})
