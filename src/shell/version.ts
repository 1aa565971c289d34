import { version } from '../../package.json'

/** The spec's version line: major.minor of the package, and the build date of this release. */
export const productVersion = version.split('.').slice(0, 2).join('.')
export const productBuild = '20250128'
export const providerSite = 'https://eventdesk.tech'
