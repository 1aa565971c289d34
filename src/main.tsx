import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import App from './App'
import { loadLocale, storedLocale } from './i18n/messages'
import { restoreSession } from './providers/session'
import { preloadRoute } from './shell/preloadRoute'

// A half-finished sign-in left by a reload is discarded before anything renders (spec §4).
restoreSession()
preloadRoute(window.location.pathname)

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

// The first paint is in the stored language: fetch its texts first (the default is built in).
loadLocale(storedLocale()).then(render, render)
