import { http } from '../../providers/http'
import type { ConfigEntry } from './types'

const readConfiguration = () => http<ConfigEntry[]>('/events/configuration')
const saveConfiguration = (values: { name: string; value: unknown }[]) =>
  http<ConfigEntry[]>('/events/configuration/all', { method: 'PUT', json: values })

/** The configuration calls, methods of the app's data provider (src/providers/customMethods.ts). */
export const configurationMethods = {
  readConfiguration,
  saveConfiguration,
}
