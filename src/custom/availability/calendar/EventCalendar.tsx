/**
 * FullCalendar's MIT views (month grid, week and day time grids, list) for the event calendar.
 * Loaded only when the calendar opens (with its stylesheets and the two locales beside English).
 */
import FullCalendar from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/react/daygrid'
import timeGridPlugin from '@fullcalendar/react/timegrid'
import listPlugin from '@fullcalendar/react/list'
import interactionPlugin from '@fullcalendar/react/interaction'
import classicThemePlugin from '@fullcalendar/react/themes/classic'
import ptBr from '@fullcalendar/react/locales/pt-br'
import es from '@fullcalendar/react/locales/es'
import '@fullcalendar/react/skeleton.css'
import '@fullcalendar/react/themes/classic/theme.css'
import '@fullcalendar/react/themes/classic/palette.css'
import './calendar.css'
import { useState } from 'react'
import type { CalendarEventInput } from './calendarEvents'

/** Prefixes every aria-label under `el` with the element's visible text when the label lacks it. */
function nameByVisibleText(el: HTMLElement) {
  for (const node of [el, ...el.querySelectorAll<HTMLElement>('[aria-label]')]) {
    const label = node.getAttribute('aria-label')
    const text = node.textContent?.replace(/\s+/g, ' ').trim()
    if (label && text && !label.toLowerCase().includes(text.toLowerCase()))
      node.setAttribute('aria-label', `${text}, ${label}`)
  }
}

export type GridView = 'dayGridMonth' | 'timeGridWeek' | 'timeGridDay' | 'listWeek'

interface Props {
  events: CalendarEventInput[]
  locale: string
  weekends: boolean
  weekendColor: string
  phone: boolean
  onRange: (start: Date, end: Date) => void
  onOpen: (eventId: number) => void
}

const toolbar = {
  start: 'prev,next today',
  center: 'title',
  end: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek',
}
// "10:00" (hours and minutes, as the reader's language writes them) on events and the time axis:
// FullCalendar's own default drops the minutes ("10", "10h").
const timeFormat = { hour: '2-digit', minute: '2-digit' } as const
// The week and day grids open on the working day, with the night reachable by scrolling: a fixed
// height gives them a scroller (with "auto" the grid starts at 00:00 and scrollTime does nothing).
// The height is the calendar's own option (a per-view height left the time grid collapsed).
const TIME_GRID_HEIGHT = 760
const SCROLL_TIME = '07:00:00'
const todayTexts: Record<string, string> = { 'pt-br': ptBr.todayText ?? 'Hoje', es: es.todayText ?? 'Hoy' }
const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin]
const codeOf = (l: string) => (l.startsWith('pt') ? 'pt-br' : l.startsWith('es') ? 'es' : 'en')
const isWeekend = (dow: number) => dow === 0 || dow === 6

export default function EventCalendar({
  events,
  locale,
  weekends,
  weekendColor,
  phone,
  onRange,
  onOpen,
}: Props) {
  const [view, setView] = useState<string>(phone ? 'listWeek' : 'dayGridMonth')
  const code = codeOf(locale)
  return (
    <div className="event-calendar" style={{ ['--weekend-color' as string]: weekendColor }}>
      <FullCalendar
        plugins={plugins}
        locales={[ptBr, es]}
        locale={code}
        // The today button is named by what it shows ("Hoje", not "Este mês": WCAG 2.5.3).
        todayHint={todayTexts[code] ?? 'Today'}
        initialView={phone ? 'listWeek' : 'dayGridMonth'}
        headerToolbar={toolbar}
        height={view.startsWith('timeGrid') ? TIME_GRID_HEIGHT : 'auto'}
        scrollTime={SCROLL_TIME}
        slotMinHeight={28}
        eventTimeFormat={timeFormat}
        slotHeaderFormat={timeFormat}
        // Each event a block in its situation's colour (a dot beside dark text hid the colour).
        eventDisplay="block"
        // Titles wrap instead of being cut (calendar.css); the whole text is also the tooltip.
        eventTitleClass="calendar-event-title"
        eventDidMount={(info) => {
          info.el.title = [info.timeText, info.event.title].filter(Boolean).join(' ')
        }}
        // A day header links to its day and FullCalendar names the link by the full date only
        // ("22 de novembro de 2026" over "dom. 22/11"): the name starts with what is shown (WCAG 2.5.3).
        dayHeaderDidMount={(info) => nameByVisibleText(info.el)}
        weekends={weekends}
        navLinks
        // Events are tabbable and Enter opens them, like a click (the screens owe keyboard access).
        eventInteractive
        events={events}
        dayCellClass={(info) => (isWeekend(info.dow) ? 'calendar-weekend' : undefined)}
        dayLaneClass={(info) => (isWeekend(info.dow) ? 'calendar-weekend' : undefined)}
        datesSet={(info) => {
          setView(info.view.type)
          onRange(info.start, info.end)
        }}
        eventClick={(info) => {
          const id = info.event.extendedProps.eventId as number | undefined
          if (id !== undefined) {
            info.jsEvent.preventDefault()
            onOpen(id)
          }
        }}
      />
    </div>
  )
}
