/**
 * The establishment's fixed lists, the same for the server (server/establishment/model.ts: the
 * body it accepts and toEstablishment) and the establishment screen.
 */
export const LANGUAGES = ['pt-BR', 'es', 'en-us'] as const
/** The external parties of platform.md §1, each behind a port with url, user, password and a switch. */
export const INTEGRATIONS = ['channel', 'eSignature', 'pms', 'billing'] as const
/** Which party answers a port: the built-in one (default, so a fresh machine works) or none (switched off). */
export const PROVIDERS = ['LOCAL', 'NONE'] as const
export const ADDRESS_FIELDS = [
  'street',
  'number',
  'complement',
  'district',
  'city',
  'state',
  'zipCode',
  'country',
] as const

export type Language = (typeof LANGUAGES)[number]
export type IntegrationName = (typeof INTEGRATIONS)[number]
export type IntegrationProvider = (typeof PROVIDERS)[number]
export type AddressField = (typeof ADDRESS_FIELDS)[number]
