import type { Generated, ColumnType } from 'kysely'

/** Timestamps travel as `YYYY-MM-DDTHH:mm:ss` strings (see the type parsers in connection.ts). */
export type Timestamp = ColumnType<string, string | undefined, string>

export interface TenantTable {
  id: Generated<number>
  code: string
  name: string
  active: Generated<boolean>
  created_at: Generated<Timestamp>
}

export interface CompanyTable {
  tenant_id: number
  id: Generated<number>
  social_reason: string
  trade_name: string | null
  document: string | null
  language: Generated<string>
  events_module: Generated<boolean>
  tickets_module: Generated<boolean>
  created_at: Generated<Timestamp>
  address: Generated<Record<string, string | null>>
  phone: string | null
  email: string | null
  smtp_host: string | null
  smtp_port: number | null
  smtp_secure: Generated<boolean>
  smtp_user: string | null
  smtp_password: string | null
  mail_from: string | null
  integrations: Generated<Record<string, Record<string, unknown>>>
  default_assembly_rate: Generated<number>
  default_disassembly_rate: Generated<number>
  logo_image_id: number | null
  version: Generated<number>
}

/** Hand-written tables. Registry tables are derived from schemas and reached dynamically. */
export interface Database {
  tenant: TenantTable
  company: CompanyTable
  app_user: AppUserTable
  password_history: PasswordHistoryTable
  events_user: EventsUserTable
  refresh_token: RefreshTokenTable
  auth_throttle: AuthThrottleTable
  technical_access: TechnicalAccessTable
  activation_key: ActivationKeyTable
  mail_outbox: MailOutboxTable
  job: JobTable
  server_secret: ServerSecretTable
  registry_record: RegistryRecordTable
  stored_file: StoredFileTable
  configuration_entry: ConfigurationEntryTable
  notification: NotificationTable
  events_user_feature_history: EventsUserFeatureHistoryTable
  event: EventTable
  event_requester: EventRequesterTable
  event_environment: EventEnvironmentTable
  event_payment: EventPaymentTable
  event_audit: EventAuditTable
  event_saved_filter: EventSavedFilterTable
  event_equipment: EventEquipmentTable
  event_item: EventItemTable
  event_attachment: EventAttachmentTable
  event_summary: EventSummaryTable
  integration_log: IntegrationLogTable
}

export interface AppUserTable {
  id: Generated<number>
  email: string
  password_hash: string | null
  active: Generated<boolean>
  blocked: Generated<boolean>
  technical: Generated<boolean>
  created_at: Generated<Timestamp>
  /** Access tokens issued before this instant are refused (password reset). */
  sessions_valid_after: Date | null
}

export interface PasswordHistoryTable {
  user_id: number
  id: Generated<number>
  hash: string
  created_at: Generated<string>
}

export interface EventsUserTable {
  tenant_id: number
  id: Generated<number>
  user_id: number
  email: string
  type: 'COMMON' | 'ADMIN'
  active: Generated<boolean>
  features: Generated<string[]>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
  /** Level per feature (server/permissions); `features` holds exactly the FREE ones. */
  feature_levels: Generated<Record<string, string>>
  /** Invited, not yet accepted: no sign-in to this tenant (issue 14, defect 10). */
  pending: Generated<boolean>
  invitation_key_hash: string | null
  invitation_expires_at: Date | null
}

export interface RefreshTokenTable {
  id: Generated<number>
  family_id: string
  token_hash: string
  user_id: number
  tenant_id: number | null
  created_at: Generated<string>
  expires_at: Date | string
  family_expires_at: Date | string
  used_at: Date | string | null
  revoked_at: Date | string | null
}

export interface AuthThrottleTable {
  key: string
  failures: number
  window_start: Date | string
  locked_until: Date | string | null
}

export interface TechnicalAccessTable {
  user_id: number
  tenant_id: number
  expires_at: Date | string
}

export interface ActivationKeyTable {
  id: Generated<number>
  user_id: number
  key_hash: string
  expires_at: Date | string
  used_at: Date | string | null
  created_at: Generated<string>
}

export interface MailOutboxTable {
  id: Generated<number>
  tenant_id: number | null
  recipient: string
  subject: string
  body: string
  status: Generated<'PENDING' | 'SENT' | 'FAILED' | 'NOT_CONFIGURED'>
  error: string | null
  attempts: Generated<number>
  created_at: Generated<string>
  sent_at: Date | string | null
}

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

export interface ServerSecretTable {
  name: string
  value: string
}

export interface RegistryRecordTable {
  tenant_id: number
  registry: string
  id: Generated<number>
  data: Record<string, unknown>
  version: Generated<number>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
  created_by: number | null
  updated_by: number | null
}

export interface StoredFileTable {
  tenant_id: number
  id: Generated<number>
  kind: 'IMAGE' | 'ATTACHMENT' | 'REPORT' | 'DOCUMENT'
  name: string
  mime: string
  size: number
  storage_key: string
  public: Generated<boolean>
  created_at: Generated<Timestamp>
  created_by: number | null
}

export interface EventTable {
  tenant_id: number
  id: Generated<number>
  name: string
  client_name: string | null
  customer_id: number | null
  start_date: string
  end_date: string
  priority: string | null
  event_type_id: number | null
  area_interest_id: number | null
  origin_id: number | null
  location_id: number | null
  currency_id: number | null
  wait_list_group_id: number | null
  confirm_date: string | null
  situation: Generated<string>
  situation_before_wait_list: string | null
  wait_list: Generated<boolean>
  pre_event: Generated<boolean>
  estimated_people: number | null
  observation: string | null
  guid: Generated<string>
  courtesy_dailies: Generated<number>
  internal: Generated<boolean>
  generates_contract: Generated<boolean>
  has_budget: Generated<boolean>
  has_contract: Generated<boolean>
  retroactive_start: Generated<boolean>
  started_at: string | null
  confirmed_at: string | null
  cancellation_reason_id: number | null
  cancellation_observation: string | null
  canceled_at: string | null
  created_by: number | null
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
  version: Generated<number>
}

export interface EventRequesterTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  person_id: number | null
  name: string | null
  email: string | null
  phone: string | null
  situation: Generated<'ACTIVE' | 'DISCARDED'>
  discard_reason: string | null
  created_at: Generated<Timestamp>
}

export interface EventEnvironmentTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  environment_id: number
  format_id: number | null
  start_date_hour: string
  end_date_hour: string
  data: Generated<Record<string, unknown>>
}

export interface EventPaymentTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  value: number
  status: Generated<'IN_NEGOTIATION' | 'PROVIDED' | 'PAID' | 'CANCELED'>
  data: Generated<Record<string, unknown>>
}

export interface EventAuditTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  action: 'I' | 'U' | 'D'
  origin: string
  item_id: number | null
  field: string | null
  from_value: string | null
  to_value: string | null
  from_label: string | null
  to_label: string | null
  user_id: number | null
  user_email: string | null
  date_hour: Generated<Timestamp>
}

export interface EventSavedFilterTable {
  tenant_id: number
  id: Generated<number>
  events_user_id: number
  name: string
  filter: Record<string, unknown>
  created_at: Generated<Timestamp>
}

export interface ConfigurationEntryTable {
  tenant_id: number
  name: string
  value: unknown
  updated_at: Timestamp
  updated_by: number | null
}

export interface NotificationTable {
  tenant_id: number
  id: Generated<number>
  events_user_id: number
  subject: string
  description: Generated<string>
  from_name: Generated<string>
  send_date_hour: Timestamp
  received_date_hour: Timestamp
  notification_type: Generated<string>
  status: Generated<'UNREAD' | 'READ'>
  audit_data: unknown
  created_by: number | null
}

export interface EventsUserFeatureHistoryTable {
  tenant_id: number
  id: Generated<number>
  events_user_id: number
  version: number
  features: string[]
  feature_levels: Record<string, string>
  changed_by_id: number | null
  changed_by_email: string | null
  changed_at: Timestamp
}

export interface EventEquipmentTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  equipment_id: number
  event_environment_id: number | null
  start_date_hour: string
  end_date_hour: string
  amount: number
  data: Generated<Record<string, unknown>>
}

/** Sub-items kept whole as jsonb (meal, menu, room-service, department, commission, discount, follow-up, programming). */
export interface EventItemTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  kind: string
  data: Generated<Record<string, unknown>>
  created_by: number | null
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

export interface EventAttachmentTable {
  tenant_id: number
  id: Generated<number>
  event_id: number
  file_id: number
  description: string | null
}

export interface EventSummaryTable {
  tenant_id: number
  event_id: number
  data: Generated<Record<string, unknown>>
}

export interface IntegrationLogTable {
  tenant_id: number
  id: Generated<number>
  integration: 'CHANNEL' | 'SIGNATURE' | 'PMS' | 'BILLING'
  operation: string
  status: 'SUCCESS' | 'ERROR'
  reference: string | null
  message: Generated<string>
  request: unknown
  response: unknown
  date_hour: Generated<Timestamp>
}
