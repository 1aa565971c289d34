import { lazy, Suspense } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { HomeRedirect, RequireSession, RequireTokens, RequireUser } from './shell/guards'
import LoadingScreen from './shell/LoadingScreen'
import LoginPage from './shell/LoginPage'
import LogoutRoute from './shell/LogoutRoute'
import ScrollToTop from './shell/ScrollToTop'

import { AdminApp, TicketsApp } from './shell/appChunks'

const TenantPage = lazy(() => import('./shell/TenantPage'))
// Pages a link in an e-mail opens: /login does not download them (issue 35, page weight).
const ForgotPage = lazy(() => import('./shell/ForgotPage'))
const NewPasswordPage = lazy(() => import('./shell/NewPasswordPage'))
const AcceptInvitationPage = lazy(() => import('./shell/AcceptInvitationPage'))
const SigningPage = lazy(() => import('./shell/SigningPage'))
const ContextPage = lazy(() => import('./shell/ContextPage'))

export default function App() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/forgot" element={<ForgotPage />} />
          <Route path="/new-password/:email?/:activationKey?" element={<NewPasswordPage />} />
          <Route path="/accept-invitation/:key" element={<AcceptInvitationPage />} />
          <Route path="/sign/:token" element={<SigningPage />} />
          <Route
            path="/tenant"
            element={
              <RequireTokens>
                <TenantPage />
              </RequireTokens>
            }
          />
          <Route
            path="/context"
            element={
              <RequireUser>
                <ContextPage />
              </RequireUser>
            }
          />
          <Route path="/app/logout" element={<LogoutRoute />} />
          <Route path="/tickets/logout" element={<LogoutRoute />} />
          <Route
            path="/app/*"
            element={
              <RequireSession context="EVENTS">
                <AdminApp />
              </RequireSession>
            }
          />
          <Route
            path="/tickets/*"
            element={
              <RequireSession context="TICKETS">
                <TicketsApp />
              </RequireSession>
            }
          />
          <Route path="*" element={<HomeRedirect />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  )
}
