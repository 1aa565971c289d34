import type { Migration } from 'kysely'
import * as m0001 from './0001_foundation.js'
import * as m0002 from './0002_identity.js'
import * as m0003 from './0003_registries.js'
import * as m0004 from './0004_files.js'
import * as m0005 from './0005_settings.js'
import * as m0006 from './0006_notifications.js'
import * as m0007 from './0007_permissions.js'
import * as m0009 from './0009_integration_log.js'
import * as m0010 from './0010_events.js'
import * as m0011 from './0011_event_items.js'
import * as m0012 from './0012_session_cutoff.js'
import * as m0013 from './0013_audit_labels.js'
import * as m0014 from './0014_jobs.js'
import * as m0015 from './0015_integration_parties.js'
import * as m0016 from './0016_occupancy.js'
import * as m0017 from './0017_occupancy_bounds.js'
import * as m0018 from './0018_accommodation.js'
import * as m0019 from './0019_documents.js'
import * as m0020 from './0020_reports.js'
import * as m0021 from './0021_kanban.js'
import * as m0022 from './0022_tickets.js'
import * as m0023 from './0023_ticket_sell.js'
import * as m0024 from './0024_accommodation_pickup.js'
import * as m0025 from './0025_occupancy_btree.js'
import * as m0026 from './0026_badges_beo.js'
import * as m0027 from './0027_accommodation_channel_state.js'
import * as m0028 from './0028_commission_document.js'
import * as m0029 from './0029_ticket_sell_group.js'
import * as m0030 from './0030_meal_charge_type.js'
import * as m0031 from './0031_document_money.js'
import * as m0032 from './0032_calendar_feed.js'
import * as m0033 from './0033_webhook.js'
import * as m0034 from './0034_lost_business.js'
import * as m0035 from './0035_feed_revision_on_event.js'
import * as m0036 from './0036_membership_notice.js'
import * as m0037 from './0037_report_reference_by_tenant.js'
import * as m0038 from './0038_event_money_mark.js'
import * as m0039 from './0039_lost_business_room_type.js'
import * as m0040 from './0040_diary_version.js'
import * as m0041 from './0041_event_push.js'
import * as m0042 from './0042_calendar_feed_name.js'
import * as m0043 from './0043_demo_seed_progress.js'

/** Ordered list of migrations; a static map keeps them bundle- and tsx-friendly. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_identity': m0002,
  '0003_registries': m0003,
  '0004_files': m0004,
  '0005_settings': m0005,
  '0006_notifications': m0006,
  '0007_permissions': m0007,
  '0009_integration_log': m0009,
  '0010_events': m0010,
  '0011_event_items': m0011,
  '0012_session_cutoff': m0012,
  '0013_audit_labels': m0013,
  '0014_jobs': m0014,
  '0015_integration_parties': m0015,
  '0016_occupancy': m0016,
  '0017_occupancy_bounds': m0017,
  '0018_accommodation': m0018,
  '0019_documents': m0019,
  '0020_reports': m0020,
  '0021_kanban': m0021,
  '0022_tickets': m0022,
  '0023_ticket_sell': m0023,
  '0024_accommodation_pickup': m0024,
  '0025_occupancy_btree': m0025,
  '0026_badges_beo': m0026,
  '0027_accommodation_channel_state': m0027,
  '0028_commission_document': m0028,
  '0029_ticket_sell_group': m0029,
  '0030_meal_charge_type': m0030,
  '0031_document_money': m0031,
  '0032_calendar_feed': m0032,
  '0033_webhook': m0033,
  '0034_lost_business': m0034,
  '0035_feed_revision_on_event': m0035,
  '0036_membership_notice': m0036,
  '0037_report_reference_by_tenant': m0037,
  '0038_event_money_mark': m0038,
  '0039_lost_business_room_type': m0039,
  '0040_diary_version': m0040,
  '0041_event_push': m0041,
  '0042_calendar_feed_name': m0042,
  '0043_demo_seed_progress': m0043,
}
