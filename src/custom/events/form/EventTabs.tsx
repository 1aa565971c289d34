import { useState, type ReactNode } from 'react'
import { useTranslate } from 'react-admin'
import { useSearchParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { TABS, type TabName } from './tabs'

interface Props {
  /** False on create: item tabs say the event must be saved first. */
  saved: boolean
  general: ReactNode
  requesters: ReactNode
  /** Item tabs that have their screen; the others still show the placeholder. */
  items?: Partial<Record<TabName, ReactNode>>
}

/**
 * The tab shell. The open tab is in the URL (`?tab=`), so saving or reloading returns to it.
 * Sub-item tabs without a screen yet are placeholders; on an unsaved event they show the spec's
 * rule instead ("an unsaved event cannot receive item records"). A visited tab stays mounted.
 */
export default function EventTabs({ saved, general, requesters, items = {} }: Props) {
  const translate = useTranslate()
  const [params, setParams] = useSearchParams()
  const wanted = params.get('tab') as TabName | null
  const tab: TabName = wanted && TABS.includes(wanted) ? wanted : 'general'
  // Tabs opened before, kept mounted (state updated during render, React's pattern for derived state).
  const [seen, setSeen] = useState<ReadonlySet<TabName>>(() => new Set([tab]))
  if (!seen.has(tab)) setSeen(new Set([...seen, tab]))
  const select = (next: TabName) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p)
        if (next === 'general') out.delete('tab')
        else out.set('tab', next)
        return out
      },
      { replace: true },
    )

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, v: TabName) => select(v)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate('events.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            label={translate(`events.tabs.${t}`)}
            id={`event-tab-${t}`}
            aria-controls={`event-tabpanel-${t}`}
          />
        ))}
      </Tabs>
      {/* General data stays mounted while another tab is open: typed, unsaved changes survive. */}
      <Box
        role="tabpanel"
        id="event-tabpanel-general"
        aria-labelledby="event-tab-general"
        hidden={tab !== 'general'}
      >
        {general}
      </Box>
      {/* So does every tab once visited: a half-filled item form is still there when its tab is opened again. */}
      {TABS.filter((t) => t !== 'general' && (t === tab || seen.has(t))).map((t) => (
        <Box
          key={t}
          role="tabpanel"
          id={`event-tabpanel-${t}`}
          aria-labelledby={`event-tab-${t}`}
          hidden={t !== tab}
        >
          {t === 'requesters' ? (
            requesters
          ) : saved && items[t] ? (
            items[t]
          ) : saved ? (
            <Alert severity="info">
              {translate('events.tabs.comingSoon', { tab: translate(`events.tabs.${t}`) })}
            </Alert>
          ) : (
            <Alert severity="warning">{translate('events.tabs.unsaved')}</Alert>
          )}
        </Box>
      ))}
    </Box>
  )
}
