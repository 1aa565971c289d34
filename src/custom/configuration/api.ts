import { http } from '../../providers/http'
import type { ConfigEntry, VersionedEntries } from './types'

const readConfiguration = () => http<ConfigEntry[]>('/events/configuration')
/** The configuration screen's read: the entries with the version a save must carry. */
const readConfigurationForEdit = () => http<VersionedEntries>('/events/configuration/all')
/** Saves over the version read; a newer save in between is 409 (error.changedInAnotherSession). */
const saveConfiguration = (version: number, entries: { name: string; value: unknown }[]) =>
  http<VersionedEntries>('/events/configuration/all', { method: 'PUT', json: { version, entries } })

/** The configuration calls, methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts). */
export const configurationMethods = {
  readConfiguration,
  readConfigurationForEdit,
  saveConfiguration,
}

type Registered = typeof configurationMethods
declare module '../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
