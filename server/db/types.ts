/**
 * The database as Kysely sees it: each domain describes its own tables beside its code
 * (`server/<domain>/tables.ts`) and this file only composes them, so a new table touches its
 * domain and this list. Registry records are one table reached through the registry engine.
 */
import type { AuthTables } from '../auth/tables.js'
import type { EstablishmentTables } from '../establishment/tables.js'
import type { UsersTables } from '../users/tables.js'
import type { MailTables } from '../mail/tables.js'
import type { RegistryTables } from '../registries/tables.js'
import type { FileTables } from '../files/tables.js'
import type { ConfigurationTables } from '../configuration/tables.js'
import type { NotificationTables } from '../notifications/tables.js'
import type { EventTables } from '../events/tables.js'
import type { IntegrationLogTables } from '../integration-log/tables.js'
import type { IntegrationTables } from '../integrations/tables.js'
import type { JobTables } from '../jobs/tables.js'
import type { AvailabilityTables } from '../availability/tables.js'
import type { TicketTables } from '../tickets/tables.js'
import type { KanbanTables } from '../kanban/tables.js'
import type { AccommodationTables } from '../accommodation/tables.js'
import type { ReportTables } from '../reports/tables.js'
import type { DocumentTables } from '../documents/tables.js'
import type { WebhookTables } from '../webhooks/tables.js'
import type { CalendarFeedTables } from '../calendar-feeds/tables.js'
import type { SeedTables } from '../seed/tables.js'
import type { RateLimitTables } from '../rate-limit/tables.js'

export type { Timestamp } from './columns.js'
export type {
  AppUserTable,
  PasswordHistoryTable,
  RefreshTokenTable,
  AuthThrottleTable,
  TechnicalAccessTable,
  ActivationKeyTable,
  ServerSecretTable,
} from '../auth/tables.js'
export type { TenantTable, CompanyTable } from '../establishment/tables.js'
export type { EventsUserTable, EventsUserFeatureHistoryTable } from '../users/tables.js'
export type { MailOutboxTable } from '../mail/tables.js'
export type { RegistryRecordTable } from '../registries/tables.js'
export type { StoredFileTable } from '../files/tables.js'
export type { ConfigurationEntryTable } from '../configuration/tables.js'
export type { NotificationTable } from '../notifications/tables.js'
export type {
  EventTable,
  EventRequesterTable,
  EventEnvironmentTable,
  EventPaymentTable,
  EventAuditTable,
  EventSavedFilterTable,
  EventEquipmentTable,
  EventItemTable,
  EventAttachmentTable,
  EventSummaryTable,
} from '../events/tables.js'
export type { IntegrationLogTable } from '../integration-log/tables.js'
export type { JobTable, JobStatus } from '../jobs/tables.js'
export type { LocalPort, LocalPartyRecordTable, LocalPartyFailureTable } from '../integrations/tables.js'

export interface Database
  extends
    AuthTables,
    EstablishmentTables,
    UsersTables,
    MailTables,
    RegistryTables,
    FileTables,
    ConfigurationTables,
    NotificationTables,
    EventTables,
    IntegrationLogTables,
    IntegrationTables,
    JobTables,
    AvailabilityTables,
    TicketTables,
    KanbanTables,
    AccommodationTables,
    ReportTables,
    DocumentTables,
    WebhookTables,
    CalendarFeedTables,
    SeedTables,
    RateLimitTables {}
