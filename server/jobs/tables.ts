import type { ColumnType, Generated } from 'kysely'

export type JobStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'DEAD'

export interface JobTable {
  id: Generated<number>
  tenant_id: number | null
  reference: Generated<string>
  task: string
  payload: ColumnType<unknown, string, string>
  status: Generated<JobStatus>
  attempts: Generated<number>
  max_attempts: Generated<number>
  run_at: ColumnType<string, Date | string | undefined, Date | string>
  locked_by: string | null
  locked_until: ColumnType<string | null, Date | string | null | undefined, Date | string | null>
  progress: Generated<number>
  message: string | null
  last_error: string | null
  owner_email: string | null
  created_at: Generated<string>
  finished_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>
}

/** The queue of durable background work (server/jobs/worker.ts). */
export interface JobTables {
  job: JobTable
}
