import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { endSession } from '../providers/session'

/** /app/logout and /tickets/logout: end the session and return to /login. */
export default function LogoutRoute() {
  const navigate = useNavigate()
  useEffect(() => {
    endSession()
    navigate('/login', { replace: true })
  }, [navigate])
  return null
}
