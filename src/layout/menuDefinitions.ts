/**
 * The menus of both contexts as the spec lists them (platform.md §2), and the footer shortcuts.
 * Entries whose screen is not built yet are listed already: an entry shows only once the app
 * registers a `<Resource name=…>` with a list for it (its route), so a later issue adds the
 * screen and the menu follows. Registries join these groups from their schemas (menuModel.ts).
 */
import AppRegistration from '@mui/icons-material/AppRegistration'
import Assessment from '@mui/icons-material/Assessment'
import Business from '@mui/icons-material/Business'
import CalendarMonth from '@mui/icons-material/CalendarMonth'
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber'
import DateRange from '@mui/icons-material/DateRange'
import Description from '@mui/icons-material/Description'
import Event from '@mui/icons-material/Event'
import FormatListNumbered from '@mui/icons-material/FormatListNumbered'
import Inventory from '@mui/icons-material/Inventory'
import EventNote from '@mui/icons-material/EventNote'
import Hub from '@mui/icons-material/Hub'
import Lightbulb from '@mui/icons-material/Lightbulb'
import ManageAccounts from '@mui/icons-material/ManageAccounts'
import Map from '@mui/icons-material/Map'
import Notifications from '@mui/icons-material/Notifications'
import Settings from '@mui/icons-material/Settings'
import Summarize from '@mui/icons-material/Summarize'
import Timeline from '@mui/icons-material/Timeline'
import Tune from '@mui/icons-material/Tune'
import ViewKanban from '@mui/icons-material/ViewKanban'
import ViewTimeline from '@mui/icons-material/ViewTimeline'
import Webhook from '@mui/icons-material/Webhook'
import { reportTypes } from '../../common/reports/catalogue'
import type { AppContext } from '../providers/session'
import { entry, group, type MenuEntry, type MenuGroup } from './menuModel'

const people = group('menu.registration.people', [
  'person',
  entry('events-users', { icon: ManageAccounts }),
  entry('notification', { icon: Notifications }),
])
const system = group(
  'menu.group.system',
  [
    entry('configuration', { icon: Tune }),
    entry('establishment', { adminOnly: true, icon: Business }),
    entry('integration-log', { adminOnly: true, icon: Hub }),
    entry('webhook', { adminOnly: true, icon: Webhook }),
  ],
  Settings,
)

const eventsMenu: MenuGroup[] = [
  group(
    'menu.group.registration',
    [
      group('menu.registration.structure', [
        'equipment',
        'environment',
        'environment-type',
        'environment-format',
        'holiday',
        'event-location',
        'currency-company',
        'currency-quotation',
        'technical-visit',
      ]),
      group('menu.registration.menus', ['meal', 'menu']),
      group('menu.registration.eventGroup', [
        'area-interest',
        'cancellation-reason',
        'event-type',
        'department',
        'environment-maintenance',
        'waiting-list-group',
        'kanban-status',
        'kanban-checklist',
        'event-origin',
      ]),
      group('menu.registration.accommodation', [
        'hosting-unit-type',
        'pension',
        'pax',
        entry('availability-map', { icon: Map }),
        entry('channel-stock', { icon: Inventory }),
      ]),
      people,
    ],
    AppRegistration,
  ),
  group(
    'menu.group.events',
    [
      entry('event', { icon: Event }),
      entry('environment-suggest', { icon: Lightbulb }),
      entry('event-calendar', { icon: CalendarMonth }),
      entry('environment-timeline', { icon: ViewTimeline }),
      entry('template', { icon: Description }),
      entry('kanban', { icon: ViewKanban, kanban: true }),
      entry('waiting-list', { icon: FormatListNumbered }),
      entry('reservation-timeline', { icon: Timeline }),
    ],
    EventNote,
  ),
  group(
    'menu.group.reports',
    reportTypes.map((r) => entry(`report/${r}`, { labelKey: `menu.report.${r}`, icon: Summarize })),
    Assessment,
  ),
  system,
]

const ticketsMenu: MenuGroup[] = [
  group(
    'menu.tickets',
    [entry('box-office', { icon: ConfirmationNumber }), 'section-type'],
    ConfirmationNumber,
  ),
  group(
    'menu.group.registration',
    [
      group('menu.registration.structure', [
        'environment',
        'environment-type',
        'environment-format',
        'event-location',
      ]),
      people,
    ],
    AppRegistration,
  ),
  system,
]

export const menuDefinitions: Record<AppContext, MenuGroup[]> = { EVENTS: eventsMenu, TICKETS: ticketsMenu }

/** Footer shortcut buttons, filtered like the menu; the ticket context has only the box office (spec §2). */
export const shortcutDefinitions: Record<AppContext, MenuEntry[]> = {
  EVENTS: [
    entry('event', { icon: Event }),
    entry('event-calendar', { icon: CalendarMonth }),
    entry('kanban', { icon: ViewKanban, kanban: true }),
    entry('environment-timeline', { icon: ViewTimeline }),
    entry('reservation-timeline', { icon: DateRange }),
  ],
  TICKETS: [entry('box-office', { icon: ConfirmationNumber })],
}
