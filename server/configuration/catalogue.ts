import { DEFAULT_SITUATION_COLORS } from '../../common/events/situationColors.js'
import { CUSTOMER_TOLD_SITUATIONS, MAIN_SITUATIONS } from '../../common/events/situations.js'
import { bool, color, num, oneOf, situations, text, type Entry } from './entry.js'

/**
 * Every configuration entry of platform.md §3, defined once: name, type, value kind, default and
 * the group the configuration screen shows it in. A tenant stores only the entries it changed;
 * everything else reads as the default here, so new tenants need no seeding step.
 * Locale keys: `configuration.entries.<NAME>` and `configuration.groups.<group>`.
 */

const GENERAL = 'GENERAL'
const percent = { min: 0, max: 100, integer: false }
const days = { min: 0, max: 365 }
const message = <N extends string>(name: N, group: string) => text(name, group, '', 2000)
const tenantCode = <N extends string>(name: N) => text(name, 'integration', '', 50)

/** Kinds of internal notifications that can also go out by e-mail. */
const mailedNotifications = ['FOLLOWUP', 'KANBAN', 'DEPARTMENT', 'SITUATION', 'CONFIRM_DATE'] as const

export const catalogue = [
  // GENERAL: colours of situations and calendar marks, and the document sequence.
  color('NEGOTIATION_COLOR', DEFAULT_SITUATION_COLORS.NEGOTIATION),
  color('CONFIRMED_COLOR', DEFAULT_SITUATION_COLORS.CONFIRMED),
  color('CANCELED_COLOR', DEFAULT_SITUATION_COLORS.CANCELED),
  color('IN_PROGRESS_COLOR', DEFAULT_SITUATION_COLORS.IN_PROGRESS),
  color('END_COLOR', DEFAULT_SITUATION_COLORS.END),
  color('WAIT_LIST_COLOR', DEFAULT_SITUATION_COLORS.WAIT_LIST),
  color('HOLIDAY_COLOR', '#e91e63'),
  color('WEEKEND_COLOR', '#eeeeee'),
  color('RELEASED_FOR_CLOSING_COLOR', DEFAULT_SITUATION_COLORS.RELEASED_FOR_CLOSING),
  color('NEW_COLOR', DEFAULT_SITUATION_COLORS.NEW),
  color('REOPEN_COLOR', DEFAULT_SITUATION_COLORS.REOPEN),
  color('MAINTENANCE_BLOCK_COLOR', '#424242'),
  color('HOUSE_USE_COLOR', '#8bc34a'),
  color('TECHNICAL_VISIT_COLOR', '#ffc107'),
  color('PRE_EVENT_COLOR', '#3f51b5'),
  color('EQUIPMENT_COLOR', '#673ab7'),
  num('DOCUMENT_SEQUENCE', 'documents', 1, { min: 1 }, GENERAL),

  // Availability blocks: which situations hold rooms, equipment and accommodation.
  bool('ENVIRONMENT_BLOCK', 'blocks'),
  bool('EQUIPMENT_BLOCK', 'blocks'),
  bool('ACCOMMODATION_RESERVATION_BLOCK', 'blocks'),
  bool('NEW_SITUATION_BLOCK', 'blocks'),
  bool('NEGOTIATION_SITUATION_BLOCK', 'blocks'),

  bool('NEW_SITUATION_CANCELLATION', 'cancellation'),
  text('NEW_SITUATION_CANCELLATION_REASON', 'cancellation'),
  bool('NEGOTIATION_SITUATION_CANCELLATION', 'cancellation'),
  text('NEGOTIATION_SITUATION_CANCELLATION_REASON', 'cancellation'),

  num('ACCOMMODATION_TAX', 'taxes', 0, percent),
  num('EQUIPMENT_TAX', 'taxes', 0, percent),
  num('ENVIRONMENT_TAX', 'taxes', 0, percent),
  num('FOOD_AND_BEVERAGE_TAX', 'taxes', 0, percent),

  // View toggles. CALENDAR_SITUATIONS needs at least one situation (a calendar of nothing).
  bool('SHOW_WEEKENDS_ON_CALENDAR', 'view', true),
  bool('SHOW_HOLIDAYS_ON_CALENDAR', 'view', true),
  bool('SHOW_CANCELED_ON_CALENDAR', 'view'),
  bool('SHOW_EVENT_VALUES', 'view'),
  situations('CALENDAR_SITUATIONS', 'view', MAIN_SITUATIONS, 1),

  num('DAYS_ADDED_TO_EVENT_GROUP', 'events', 0, days),
  text('DEFAULT_PERSON_GROUP', 'events'),
  num('MAIN_CURRENCY', 'events', 3, { min: 1 }),
  bool('CHANGE_EVENT_WITH_OLD_DATE', 'events', true),
  bool('CHARGE_MEAL_DAILY', 'events'),
  num('MINIMUM_EMPLOYEES', 'events', 0, { min: 0, max: 10_000 }),
  bool('COMPLETE_CUSTOMER_REQUIRED', 'events'),
  bool('COMPLETE_REQUESTER_REQUIRED', 'events'),
  // Event-domain §5 "At least one assembly or disassembly date is required" for a room; off, neither is.
  bool('SETUP_DATES_REQUIRED', 'events', true),

  // Kanban. KANBAN_SITUATIONS needs at least two: a card moves between columns.
  bool('USE_KANBAN', 'kanban'),
  bool('LINK_KANBAN_TO_SITUATIONS', 'kanban'),
  situations('KANBAN_SITUATIONS', 'kanban', MAIN_SITUATIONS, 2),

  bool('FORMAT_INPUTS', 'inputs'),
  oneOf('INPUT_FORMAT', 'inputs', ['upper', 'lower'], 'lower'),

  text('ITEM_CODE', 'integration', '', 50),
  text('SALE_LOCATION_CODE', 'integration', '', 50),
  bool('INTEGRATE_ALL_RESERVES', 'integration'),
  bool('UPDATE_CHANNEL', 'integration'),
  bool('CANCEL_RESERVATIONS_ON_RETURN_SITUATION', 'integration'),
  tenantCode('ENVIRONMENT_TENANT_CODE'),
  tenantCode('MEAL_MENU_TENANT_CODE'),
  tenantCode('MEAL_ENVIRONMENT_TENANT_CODE'),
  tenantCode('EQUIPMENT_TENANT_CODE'),

  // Requests per window of one access token and of the whole tenant (server/rate-limit/): 0 keeps
  // the server's figure (RATE_LIMIT_TOKEN, RATE_LIMIT_TENANT); a figure above it is capped there,
  // so an administrator can slow a runaway script down but never take other tenants' capacity.
  num('RATE_LIMIT_TOKEN', 'limits', 0, { min: 0, max: 1_000_000 }),
  num('RATE_LIMIT_TENANT', 'limits', 0, { min: 0, max: 1_000_000 }),

  // Internal notifications that also go out by e-mail, with the text of the message.
  ...mailedNotifications.flatMap((k) => [
    bool(`${k}_EMAIL_NOTIFICATION`, 'notifications'),
    message(`${k}_EMAIL_MESSAGE`, 'notifications'),
  ]),
  bool('SEND_EMAIL_BY_USER', 'notifications'),
  num('CONFIRMATION_NOTIFICATION_TIME', 'notifications', 2, days),

  // Messages to the customer (and requester) per situation, sent a number of days ahead.
  bool('NOTIFY_CUSTOMER_BY_EMAIL', 'customerNotifications'),
  bool('NOTIFY_REQUESTER_BY_EMAIL', 'customerNotifications'),
  ...CUSTOMER_TOLD_SITUATIONS.flatMap((s) => [
    bool(`CUSTOMER_NOTIFICATION_${s}`, 'customerNotifications'),
    num(`CUSTOMER_NOTIFICATION_${s}_TIME`, 'customerNotifications', 2, days),
    message(`CUSTOMER_NOTIFICATION_${s}_MESSAGE`, 'customerNotifications'),
  ]),
] as const satisfies readonly Entry[]

export type CatalogueEntry = (typeof catalogue)[number]

export const entryByName: ReadonlyMap<string, Entry> = new Map(catalogue.map((e) => [e.name, e]))
