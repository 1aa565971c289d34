import { useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { useT } from '../i18n/useT'
import { isAuthenticated, peekEndReason, takeEndReason } from '../providers/session'
import { passwordLogin, technicalLogin } from '../providers/tokens'
import AccountPicker from './AccountPicker'
import LoginForm from './LoginForm'
import type { LoginValues } from './loginRules'
import { errorText } from './messages'
import { shellState } from './navigation'
import { forgetAccount, recentAccounts, rememberAccount } from './recentAccounts'
import ShellLayout from './ShellLayout'

/** /login: the account list first when usernames are remembered, then the form. */
export default function LoginPage() {
  const t = useT()
  const navigate = useNavigate()
  const location = useLocation()
  const state = shellState(location.state)
  const [accounts, setAccounts] = useState(recentAccounts)
  const [view, setView] = useState<'accounts' | 'form'>(() => (recentAccounts().length ? 'accounts' : 'form'))
  const [username, setUsername] = useState('')
  const [error, setError] = useState<string | undefined>(() => {
    const reason = state.error ?? peekEndReason()
    return reason ? t(reason) : undefined
  })

  // Already signed in: the spec sends the person on to the company choice.
  if (isAuthenticated()) return <Navigate to="/tenant" replace state={{ from: state.from }} />

  async function signIn(values: LoginValues, technical: boolean) {
    setError(undefined)
    takeEndReason()
    try {
      const username = values.username.trim()
      if (technical) await technicalLogin(username, values.password, values.code.trim())
      else await passwordLogin(username, values.password)
      rememberAccount(username)
      navigate('/tenant', { state: { from: state.from } })
    } catch (e) {
      setError(errorText(t, e))
    }
  }

  function remove(account: string) {
    forgetAccount(account)
    const left = recentAccounts()
    setAccounts(left)
    if (!left.length) setView('form')
  }

  return (
    <ShellLayout title={t('login.title')}>
      {view === 'accounts' ? (
        <AccountPicker
          accounts={accounts}
          onChoose={(account) => {
            setUsername(account)
            setView('form')
          }}
          onRemove={remove}
          onOther={() => {
            setUsername('')
            setView('form')
          }}
        />
      ) : (
        <LoginForm
          key={username}
          initialUsername={username}
          error={error}
          notice={state.notice ? t(state.notice) : undefined}
          onSubmit={signIn}
          onShowAccounts={accounts.length ? () => setView('accounts') : undefined}
        />
      )}
    </ShellLayout>
  )
}
