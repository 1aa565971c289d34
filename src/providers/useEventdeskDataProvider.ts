import { useContext } from 'react'
import { DataProviderContext } from 'react-admin'
import { appDataProvider, type EventdeskDataProvider } from './dataProvider'

/**
 * The data provider the app gave <Admin> (registry CRUD and the custom screens' methods), typed.
 * It is read from react-admin's context rather than through `useDataProvider()`: that hook's proxy
 * logs every failure, asks the authProvider to log out and then resolves with `{data: {}}` instead
 * of failing, where the custom screens show http.ts's own errors and session handling as before.
 * Outside react-admin (a screen tested on its own) it is the app's singleton.
 */
export function useEventdeskDataProvider(): EventdeskDataProvider {
  const provided = useContext(DataProviderContext) as EventdeskDataProvider | null
  return provided ?? appDataProvider()
}
