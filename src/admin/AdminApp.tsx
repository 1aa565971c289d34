import { Admin } from 'react-admin'

/** The events application under /app; resources arrive with the registry engine. */
export default function AdminApp() {
  return <Admin basename="/app" disableTelemetry />
}
