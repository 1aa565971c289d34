/**
 * The registries as react-admin resources, all derived from the schemas: no registry is named
 * here. Pages are lazy so a list does not download the form (RJSF) and vice versa.
 */
import { pageChunk } from '../widgets/pageChunk'
import { Resource, type RaRecord } from 'react-admin'
import type { AppContext } from '../providers/session'
import { iconOf } from './icons'
import { isRegistry, labelFieldOf, registryNames, registryOf } from '../providers/schema'
import { withFormParts } from '../widgets/domainParts'
import { referenceText } from '../widgets/referenceText'

/** The pages every registry has. */
const registryPages = {
  list: pageChunk(() => import('./RegistryList')),
  // The forms wait for the app's domain widgets and fields, which load with them (domainParts.ts).
  create: pageChunk(withFormParts(() => import('./RegistryCreate'))),
  edit: pageChunk(withFormParts(() => import('./RegistryEdit'))),
}

export { registryMenu, type RegistryMenuEntry } from './menu'
export { isRegistry }

/**
 * One `<Resource>` per registry of `context`. `canAccess` may leave some out (e.g. by the cached
 * feature list); whatever is registered is still guarded page by page by authProvider.canAccess.
 */
export function registryResources(
  canAccess: (name: string) => boolean = () => true,
  context: AppContext = 'EVENTS',
) {
  return registryNames()
    .filter(
      (name) =>
        (registryOf(name)['x-resource'].menu?.contexts ?? ['EVENTS']).includes(context) && canAccess(name),
    )
    .map((name) => (
      <Resource
        key={name}
        name={name}
        {...registryPages}
        icon={iconOf(registryOf(name)['x-resource'].menu?.icon)}
        options={{ label: `resources.${name}.name` }}
        recordRepresentation={(record: RaRecord) =>
          referenceText(name, record[labelFieldOf(name)]) || `#${record.id}`
        }
      />
    ))
}
